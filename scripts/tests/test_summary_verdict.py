"""The README's answer block is written from the reference run, and `summary.py --check` fails
when a figure in it is not what the run gives: the README cannot quote a figure by hand.

    DECOBENCH=.build/release/decobench python3 -m pytest scripts/tests
"""
import re
import shutil
import subprocess
import sys
from pathlib import Path

import summary

ROOT = Path(__file__).resolve().parent.parent.parent


def check(readme):
    return subprocess.run([sys.executable, "scripts/summary.py", "--check", "--readme", str(readme)], cwd=ROOT,
                          capture_output=True, text=True, timeout=300, check=False)


def test_the_committed_block_passes_and_an_edited_figure_fails(tmp_path):
    readme = tmp_path / "README.md"
    shutil.copy(ROOT / "README.md", readme)
    done = check(readme)
    assert done.returncode == 0, done.stdout + done.stderr
    text = readme.read_text()
    start, end = summary.verdict_block(text, readme)
    block = text[start:end]
    # A ratio, or, in a stale reference's block (no ratio), the revision it names.
    figure = re.search(r"\b\d+\.\d\d\b", block) or re.search(r"\b[0-9a-f]{12}\b", block)
    assert figure, "the block quotes no ratio and no revision"
    edited = f"{float(figure.group()) + 0.01:.2f}" if "." in figure.group() else "0" * 12
    readme.write_text(text[:start] + block.replace(figure.group(), edited, 1) + text[end:])
    done = check(readme)
    assert done.returncode == 1, done.stdout + done.stderr
    assert edited in done.stdout, done.stdout   # the diff shows the edited line
    assert "README.md differs" in done.stderr, done.stderr


def test_a_readme_without_the_markers_is_refused(tmp_path):
    readme = tmp_path / "README.md"
    readme.write_text("# A README with no answer block\n")
    done = check(readme)
    assert done.returncode == 1 and summary.VERDICT_BEGIN in done.stderr, done.stderr


def test_a_figure_copied_into_a_hand_written_page_is_found_and_a_generated_one_is_not():
    generated = "| grid | 1.053× | ×2.41 | 21.05× |"
    pages = [("Doc.md", "Scrolling costs 1.053× none.\nA jump: ×2.41.\nOld: 1.075× at 1M, 1.05×; an example 1.2×.\n")]
    assert summary.hand_copied_figures(pages, generated) == ["Doc.md:3: 1.075×", "Doc.md:3: 1.05×"]


def test_every_hand_written_page_is_read_and_the_readme_answer_block_is_left_out():
    pages = dict(summary.hand_written_pages())
    assert "README.md" in pages and summary.VERDICT_BEGIN not in pages["README.md"]
    assert any(path.endswith("Glossary.md") for path in pages)
    assert any(path.startswith("Sources/DecobenchCLI/DecobenchCLI.docc/") for path in pages)
