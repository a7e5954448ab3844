import XCTest

@testable import DecorationBench

/// The reference alone against every example: it must pass whatever state the model is in.
final class ReferenceFlowLayoutExampleTests: XCTestCase {
    func testTheReferenceGivesEveryExamplesLiteralFrames() {
        let examples = UIKitExample.all
        XCTAssertEqual(examples.count, 23)
        for example in examples {
            FlowLayoutUIKitExampleTests.checkReference(ReferenceFlowLayout.frames(example.dataSet), example)
        }
    }
}
