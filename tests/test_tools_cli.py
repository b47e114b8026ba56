"""``python -m tools``: output and exit codes, run as a real subprocess with DATA_DIR set."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
MINE = {
    "get_albums_by_artist": "catalog",
    "get_tracks_by_artist": "catalog",
    "get_songs_by_genre": "catalog",
    "check_for_songs": "catalog",
    "get_track_details": "catalog",
    "list_genres": "catalog",
    "get_playlists": "catalog",
    "get_playlist_tracks": "catalog",
    "get_invoices_by_customer_sorted_by_date": "invoice",
    "get_invoice_line_items_sorted_by_price": "invoice",
    "get_employee_by_invoice_and_customer": "invoice",
    "get_invoice_line_items": "invoice",
    "get_customer_profile": "invoice",
}


@pytest.fixture(scope="module")
def cli(tmp_path_factory):
    data_dir = tmp_path_factory.mktemp("cli-data")
    env = {k: v for k, v in os.environ.items() if k not in ("DATA_DIR", "PYTHONPATH")}
    env["DATA_DIR"] = str(data_dir)

    def run(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run(
            [sys.executable, "-m", "tools", *args],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )

    run.data_dir = data_dir
    return run


def test_albums_by_artist(cli):
    proc = cli("get_albums_by_artist", '{"artist":"acdc"}')
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout)
    assert [a["title"] for a in result["results"]] == [
        "For Those About To Rock We Salute You",
        "Let There Be Rock",
    ]
    assert proc.stdout.startswith('{\n  "found": true,')  # indent 2
    assert (cli.data_dir / "app.sqlite").is_file()  # DATA_DIR honoured
    assert (cli.data_dir / "catalog.sqlite").is_file()


def test_customer_id_goes_to_context(cli):
    proc = cli("get_invoices_by_customer_sorted_by_date", '{"customer_id": 5}')
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout)
    assert [r["invoice_id"] for r in result["results"]] == [361, 306, 295, 174, 122, 100, 77]


def test_tool_error_result_exits_zero(cli):
    proc = cli("get_customer_profile", "{}")
    assert proc.returncode == 0
    assert json.loads(proc.stdout) == {
        "error": "get_customer_profile needs a verified customer; none is verified yet"
    }
    proc = cli("get_track_details", '{"track_id": "abc"}')
    assert proc.returncode == 0
    assert json.loads(proc.stdout)["error"].startswith("invalid arguments for get_track_details")


def test_args_default_to_empty_object(cli):
    proc = cli("list_genres")
    assert proc.returncode == 0
    assert json.loads(proc.stdout)["total"] == 25


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["no_such_tool", "{}"], "error: unknown tool 'no_such_tool'; see python -m tools --list"),
        (["list_genres", "{not json"], "error: arguments are not valid JSON:"),
        (["list_genres", "[1, 2]"], "error: arguments must be a JSON object, got list"),
        (["get_customer_profile", '{"customer_id": "5"}'], "error: customer_id must be an integer"),
        (["list_genres", "{}", "extra"], "error: expected NAME and one JSON argument"),
        ([], "usage: python -m tools"),
    ],
)
def test_usage_errors_exit_nonzero_with_one_line(cli, args, message):
    proc = cli(*args)
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert proc.stderr.startswith(message)
    assert proc.stderr.count("\n") == 1


def test_list(cli):
    proc = cli("--list")
    assert proc.returncode == 0, proc.stderr
    listed = {t["name"]: t for t in json.loads(proc.stdout)}
    for name, specialist in MINE.items():
        assert listed[name]["specialist"] == specialist
        assert listed[name]["description"]
        assert "customer_id" not in listed[name]["args"].get("properties", {})
    assert listed["get_invoice_line_items"]["args"]["required"] == ["invoice_id"]
