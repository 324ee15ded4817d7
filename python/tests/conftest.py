"""What the module's tests share: the command (NONET), the sources (NONET_SOURCE), and the
command's JSON lines for a file of puzzles."""
import json
import os
import subprocess

import pytest

COMMAND = os.environ.get("NONET")
SOURCE = os.environ.get("NONET_SOURCE")
P = "001000000890000260205100083000050000000300602408000900640000500089000000000000029"


# The command speaks English here, as the packages' words do, whatever the caller's locale.
ENV = {k: v for k, v in os.environ.items() if k != "LANGUAGE"}
ENV["LC_ALL"] = "C"


def command_json(*args):
    """The command's JSON lines (a non-zero exit, as a batch with unsolved puzzles gives, is fine)."""
    out = subprocess.run([COMMAND, *args], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                         env=ENV).stdout
    return [json.loads(line) for line in out.splitlines() if line]


def command_text(*args):
    return subprocess.run([COMMAND, *args], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                          check=True, env=ENV).stdout


def source(name):
    return os.path.join(SOURCE, name)


@pytest.fixture(scope="session", autouse=True)
def _need_command():
    if not COMMAND or not SOURCE:
        pytest.exit("set NONET and NONET_SOURCE", returncode=2)
