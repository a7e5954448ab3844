"""The house line length is kept in one place, .swift-format's lineLength: every width check
applies that one."""
import subprocess
import tomllib
from pathlib import Path

import check_lengths

SCRIPTS = Path(check_lengths.__file__).resolve().parent


def test_ruff_applies_the_house_line_length():
    ruff = tomllib.loads((SCRIPTS / "ruff.toml").read_text())
    assert ruff["line-length"] == check_lengths.house_width(), (
        "scripts/ruff.toml's line-length must equal .swift-format's lineLength (TOML cannot read it)")


def test_shell_width_check_reads_the_house_line_length(tmp_path):
    width = check_lengths.house_width()
    script = tmp_path / "planted.sh"
    script.write_text("echo " + "x" * (width - 5) + "\n" + "echo " + "y" * (width - 4) + "\n")
    result = subprocess.run(["bash", str(SCRIPTS / "check-width.sh"), str(script)], check=False, capture_output=True,
                            text=True)
    assert result.returncode == 1
    assert result.stdout == f"{script}:2: line is {width + 1} columns (at most {width})\n"


def test_swift_width_check_reads_the_house_line_length(tmp_path):
    width = check_lengths.house_width()
    source = tmp_path / "Planted.swift"
    source.write_text('let fits = "' + "x" * (width - 13) + '"\nlet wide = "' + "y" * (width - 12) + '"\n')
    result = subprocess.run(["python3", str(SCRIPTS / "check_lengths.py"), str(source)], check=False,
                            capture_output=True, text=True)
    assert result.returncode == 1
    assert f"{source}:2: line is {width + 1} columns" in result.stdout
    assert f"{source}:1:" not in result.stdout
