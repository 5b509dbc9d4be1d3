"""The reproducibility check: HEAD cloned into another folder, built there by the same
tools/release (--twin-build: no twin of its own, and none of the checks that make no artifact,
to keep the second build short) with its own cargo target and build folders, and the two
SHA256SUMS compared. Only the Maven cache (KIELA_M2) and the machine's tools are shared; every path the
builds could write into an artifact differs."""

import os
import shutil
import subprocess
import time

import androidbuild as ab

TWIN = ab.REPO / "target/release-twin/kiela-twin"


def head():
    return ab.run(["git", "-C", ab.REPO, "rev-parse", "HEAD"], quiet=True).strip()


def clone(commit):
    """A fresh clone at `commit` (HEAD when this build began: the twin builds the same commit
    even if another is made meanwhile; uncommitted changes are not in it)."""
    shutil.rmtree(TWIN, ignore_errors=True)
    TWIN.parent.mkdir(parents=True, exist_ok=True)
    ab.run(["git", "clone", "-q", "--no-local", ab.REPO, TWIN], quiet=True)
    ab.run(["git", "-C", TWIN, "checkout", "-q", "--detach", commit], quiet=True)
    if "+dirty" in ab.VERSION_NAME:
        print("    note: this build had uncommitted changes (+dirty); the twin builds the commit")
    return TWIN


def build():
    """tools/release --twin-build in the clone, which finds the Android sysroot and the iOS SDK
    (beside the repository, ../shared/) where this checkout found them: its SHA256SUMS."""
    env = dict(os.environ, KIELA_M2=str(ab.M2), CARGO_TARGET_DIR=str(TWIN / "target"),
               KIELA_ANDROID_SYSROOT=str(ab.native.SYSROOT))
    sdk = ab.REPO.parent / "shared/ios-sdk/iPhoneOS17.4.sdk"
    if "KIELA_IOS_SDK" not in env and sdk.is_dir():
        env["KIELA_IOS_SDK"] = str(sdk)
    env.pop("KIELA_ANDROID_OUT", None)
    start = time.monotonic()
    p = subprocess.run([str(TWIN / "tools/release"), "--twin-build"], cwd=TWIN, env=env,
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    log = ab.OUT / "release/twin.log"
    log.parent.mkdir(parents=True, exist_ok=True)
    log.write_text(p.stdout)
    tail = p.stdout.strip().splitlines()[-1:] or ["no output"]
    print(f"    the twin's build: {time.monotonic() - start:.0f} s, exit {p.returncode}, "
          f"'{tail[0]}' (its output: {log})")
    return TWIN / "target/dist/SHA256SUMS"


def compare(sums, twin_sums_file, names):
    twin = {}
    if twin_sums_file.is_file():
        twin = {n: d for d, n in (l.split() for l in twin_sums_file.read_text().splitlines())}
    for name in names:
        ab.check(f"twin: {name} byte-identical from a clone in {TWIN.parent}",
                 name in twin and twin[name] == sums[name],
                 f"{sums[name][:16]} here, {twin.get(name, 'none')[:16]} there")
