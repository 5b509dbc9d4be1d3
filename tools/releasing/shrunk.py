"""The release's shrunk classes exercised on the JVM: R8 with the release's keep rules writes
class files (--classfile) instead of dex; tests/android/shrunk/ShrunkSmoke.kt, compiled
against the bindings as written, runs on JDK 17 against them, JNA's jar (its host
libjnidispatch) and the host build of the Rust library, through the calls of the native smoke
test. A keep rule that is missing shows as a failed line."""

import subprocess

import androidbuild as ab

SMOKE = ab.HERE / "shrunk"
MAIN_CLASS = "app.kiela.shrunk.ShrunkSmokeKt"


def plain_jars(tests, *names):
    """The plain jars (not AARs) of the test closure with these artifact names."""
    return [a.file for a in tests if not a.is_aar and a.name in names]


def smoke(runtime, tests, res, main_classes, host_dir):
    shrunk = ab.shrink(runtime, res, main_classes, ab.OUT / "release/shrunk", classfile=True)
    jna, stdlib = plain_jars(tests, "jna"), plain_jars(tests, "kotlin-stdlib")
    classes = ab.OUT / "classes/shrunk-smoke"
    # The app's compile classpath: kotlinc here always applies the Compose plugin, which wants
    # the Compose runtime on it.
    ab.kotlinc("shrunk-smoke", [SMOKE], [main_classes, *ab.runtime_jars(runtime)], classes)
    # The shrunk jar first: every class the app has is taken from it; JNA's jar only lends its
    # host libjnidispatch.so (a resource) and the standard library what R8 dropped as unused
    # by the app but the smoke test itself calls.
    cmd = ["java", "-Xmx1g", f"-Djna.library.path={host_dir}",
           "-cp", ab.cp([classes, shrunk / "classes.jar", *jna, *stdlib]), MAIN_CLASS]
    p = subprocess.run([str(c) for c in cmd], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       text=True, timeout=300)
    counted = False
    for line in p.stdout.splitlines():
        if line.startswith("PASS "):
            ab.passed += 1
        elif line.startswith("FAIL "):
            ab.failed += 1
        if line.startswith(("PASS ", "FAIL ")):
            print(line)
        elif line.endswith(" failed") and " passed, " in line:
            counted = True
        else:
            print("    " + line)
    ab.check("shrunk: the smoke test ran to its end with exit 0", counted and p.returncode == 0,
             f"exit {p.returncode}")
