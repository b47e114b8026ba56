"""Case ids are unique within a case file and across the files of one run (eval.schema)."""

from __future__ import annotations

import json

import pytest

from eval.schema import CaseFileError, load_cases, load_many


def _write(path, *ids):
    path.write_text("".join(json.dumps({"id": i, "turns": ["hi"]}) + "\n" for i in ids))
    return path


def test_a_repeated_id_in_one_file_is_an_error_naming_the_file(tmp_path):
    cases = _write(tmp_path / "a.jsonl", "x", "y", "x", "z", "y")
    with pytest.raises(CaseFileError, match=r"a\.jsonl: duplicate case ids \['x', 'y'\]"):
        load_cases(cases)


def test_an_id_repeated_across_files_is_an_error(tmp_path):
    first = _write(tmp_path / "a.jsonl", "x", "y")
    second = _write(tmp_path / "b.jsonl", "z", "y")
    assert [c.id for c in load_many([first])] == ["x", "y"]
    with pytest.raises(CaseFileError, match=r"across files: \['y'\]"):
        load_many([first, second])
