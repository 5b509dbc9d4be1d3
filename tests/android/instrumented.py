"""The instrumented test (android/app/src/androidTest), compiled here.

It runs only on a device or an emulator (`./gradlew connectedDebugAndroidTest`; CI's emulator job
in .github/workflows/android.yml, on a 16 KB-page image). Here there is neither, so the
verification build (tests/android/androidbuild.py) compiles it with the same Kotlin compiler and
Compose plugin as the app, against the app's classes and R and the unit tests' libraries, which
hold everything it uses (JUnit 4, androidx.test.ext's AndroidJUnit4, Compose's ui-test): a test
that no longer compiles against the app fails the Android suite, not only CI's emulator job.
The androidTest configuration's own extra, androidx.test:runner (the instrumentation runner
that the device starts), is not needed to compile the tests and is not fetched here.
"""

from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
SOURCES = REPO / "android/app/src/androidTest/kotlin"


def test_classes(out):
    """The test classes compiled into `out` (a class with a method annotated @Test), by name."""
    names = []
    for f in sorted(Path(out).rglob("*.class")):
        if "$" in f.name:
            continue
        if b"Lorg/junit/Test;" in f.read_bytes():
            names.append(".".join(f.relative_to(out).with_suffix("").parts))
    return names


def compile_instrumented(kotlinc, classpath, out, friends=()):
    """Compiles the androidTest sources into `out` with androidbuild's kotlinc(name, sources,
    classpath, out, friends) (cached like the app's and the unit tests' compilations);
    `classpath`: android-all, the app's classes, its R classes and the unit tests' library jars.
    Returns the names of the compiled test classes ([] when there are no such sources); a
    compilation error raises as kotlinc's does."""
    if not SOURCES.is_dir():
        return []
    kotlinc("androidTest", [SOURCES], classpath, out, friends=friends)
    return test_classes(out)
