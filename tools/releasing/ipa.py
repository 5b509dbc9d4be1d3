"""Kiela.ipa from tools/ipa (unsigned, for sideloading), counted into this run."""

import subprocess

import androidbuild as ab

TOOL = ab.REPO / "tools/ipa"


def make(dist):
    """Runs tools/ipa into `dist`; its PASS/FAIL lines count here. The names it made."""
    if not TOOL.is_file():
        print("    no tools/ipa in this checkout: no Kiela.ipa")
        return []
    p = subprocess.run([str(TOOL), str(dist)], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       text=True)
    for line in p.stdout.splitlines():
        if line.startswith("PASS "):
            ab.passed += 1
        elif line.startswith("FAIL "):
            ab.failed += 1
        elif " passed, " in line and line.endswith(" failed"):
            continue
        print(line if line.startswith(("PASS ", "FAIL ")) else "    " + line)
    ab.check("ipa: tools/ipa exited 0", p.returncode == 0, f"exit {p.returncode}")
    return ["Kiela.ipa"] if (dist / "Kiela.ipa").is_file() else []
