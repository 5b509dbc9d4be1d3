"""The Android verification build: compiles, tests and packages the app without Gradle.

tests/android/run runs all of it (main() below); tools/release imports the same steps to make
the release APK and bundle (tools/releasing/).

There is no Android SDK, NDK or Gradle on this machine, so this does by hand what AGP would do
for android/app, with tools from Maven (tests/android/tools/pom.xml) and Debian (aapt2,
apksigner, zipalign, framework-res.apk):

  deps      tests/android/deps/resolve --check (a test) and --fetch of the pinned closure
  tools     the Kotlin compiler + Compose plugin, the manifest merger, R8, android-all
  native    libkiela_ffi.so for every ABI of app/build.gradle.kts (tests/android/native.py:
            cargo-ndk with an NDK, else the API-24 sysroot in ../shared/android-sysroot), each
            checked (ELF, symbols, 16 KB pages) and smoke-tested through UniFFI against the host's
  aars      every AAR of runtime.txt and test.txt unpacked
  manifest  manifest-merger: the app's manifest (runtime AARs) and the unit tests' (test AARs)
  res       aapt2 compile + link against framework-res.apk (API 29) and a stub of the newer
            attributes it uses (`android:attr/lStar`, `enableOnBackInvokedCallback`):
            resources APKs and the R classes of the app and of every library; the sounds
            (sounds/ at the repository's root) as the app's assets, stored uncompressed
  kotlinc   the bindings + app sources, then the unit tests
  test      JUnit 4 on JDK 25 under Robolectric (offline, on the android-all above), with
            native graphics; Roborazzi compares every screenshot with its golden in
            android/app/src/test/screenshots/ (a changed one fails, its _actual and _compare
            pictures in target/android/screenshots/)
  apk       R8 to classes.dex, the native libraries, alignment, apksigner:
            target/android/kiela-debug.apk, then checks of it (signature, badging, libraries)

Every test method and every check counts; the output ends with "N passed, N failed" and the
exit status is non-zero on any failure. Everything is cached under target/android/ (the
build's stamps hash their inputs), so a warm run only redoes what changed.
The unit tests load the host build of the Rust library through JNA; the APK carries the
Android builds. Where neither an NDK nor the sysroot exists, the APK is built without them and
the run says so (it does not fail for that).

Usage (tests/android/run):
       tests/android/run
       KIELA_ANDROID_TESTS=Restore tests/android/run   (only the test classes whose name has it, no APK)
       KIELA_RECORD_SCREENSHOTS=1 tests/android/run    (records the goldens again, on purpose)
       KIELA_ANDROID_OUT=target/android-2 tests/android/run   (builds there, not in target/android)
"""

import hashlib
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
import zipfile
from contextlib import contextmanager
from pathlib import Path
from typing import NamedTuple

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.dont_write_bytecode = True  # no __pycache__ beside the sources
import native  # noqa: E402  (the Android builds of the Rust library)
import instrumented  # noqa: E402  (the androidTest sources, compiled here, run by CI's emulator)

REPO = HERE.parents[1]
# Another directory for a second build beside the first (a copy of a warm one is warm).
OUT = REPO / os.environ.get("KIELA_ANDROID_OUT", "target/android")
# The Maven cache is shared by every build directory: deps/resolve fetches into the same one.
M2 = Path(os.environ.get("KIELA_M2", REPO / "target/android/m2"))
CARGO_TARGET = Path(os.environ.get("CARGO_TARGET_DIR", REPO / "target"))
APP = REPO / "android/app"
MAIN = APP / "src/main"
TEST_SRC = APP / "src/test/kotlin"
GOLDENS = APP / "src/test/screenshots"  # the screenshots as they should look, committed
# The app's assets, as app/build.gradle.kts's assets.srcDir: the game's sounds, which SoundPool
# opens with openFd, so stored (its androidResources.noCompress).
ASSETS = REPO / "sounds"
NO_COMPRESS = ["wav"]
APP_PACKAGE = "app.kiela"
FRAMEWORK_RES = Path("/usr/share/android-framework-res/framework-res.apk")
JAVA25 = Path("/usr/lib/jvm/temurin-25-jdk-amd64/bin/java")
ANDROID_ALL = "android-all-16-robolectric-13921718.jar"
# The universal APK (three ABIs): 8.22 MiB after issue 35 (405 puzzles, exercises, the rating).
MAX_APK_BYTES = 9 * 1024 * 1024
# The app's translations besides English: its values-<language> folders with a strings.xml, the
# one list of the app's languages (the iOS catalog and Info.plist are made from, or checked
# against, the same folders).
LOCALES = sorted(d.name.removeprefix("values-") for d in (MAIN / "res").glob("values-*") if (d / "strings.xml").is_file())
ANDROID_NS = "{http://schemas.android.com/apk/res/android}"


def gradle_settings(build_file):
    """minSdk, targetSdk and the ABI list of app/build.gradle.kts, so this build and Gradle's
    cannot disagree; a setting it cannot find stops the build."""
    text = build_file.read_text()

    def value(pattern):
        m = re.search(pattern, text, re.MULTILINE)
        if not m:
            sys.exit(f"tests/android/run: no match for {pattern!r} in {build_file}")
        return m.group(1)

    abis = re.findall(r'"([^"]+)"', value(r"^val androidAbis = listOf\((.*)\)$"))
    return int(value(r"^\s*minSdk = (\d+)$")), int(value(r"^\s*targetSdk = (\d+)$")), abis


def app_version():
    """versionCode and versionName from tools/version, the one rule Gradle's build reads too."""
    p = subprocess.run([str(REPO / "tools/version")], stdout=subprocess.PIPE, text=True)
    if p.returncode != 0 or len(p.stdout.split()) != 2:
        sys.exit(f"tests/android/run: tools/version failed (exit {p.returncode})")
    code, name = p.stdout.split()
    return int(code), name


MIN_SDK, TARGET_SDK, ABIS = gradle_settings(APP / "build.gradle.kts")
VERSION_CODE, VERSION_NAME = app_version()


# ---------- reporting ----------

class Failed(Exception):
    """A build step that broke: the run counts it as one failure and stops."""


passed = 0
failed = 0


def check(name, ok, detail=""):
    global passed, failed
    if ok:
        passed += 1
        print(f"PASS {name}")
    else:
        failed += 1
        print(f"FAIL {name}{': ' + detail if detail else ''}")
    return ok


timings = []


@contextmanager
def stage(name):
    print(f"==> {name}", flush=True)
    start = time.monotonic()
    try:
        yield
    finally:
        took = time.monotonic() - start
        timings.append((name, took))
        print(f"    {name}: {took:.1f} s", flush=True)


def run(cmd, quiet=False, **kw):
    """Runs a command; its output is shown only when it fails (or always, unless quiet)."""
    cmd = [str(c) for c in cmd]
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, **kw)
    if p.returncode != 0 or not quiet:
        sys.stdout.write(p.stdout)
    if p.returncode != 0:
        raise Failed(f"{Path(cmd[0]).name} exited {p.returncode}: {' '.join(cmd)[:300]}")
    return p.stdout


# ---------- caching ----------

def digest(paths, *extra):
    """A hash of file names and contents (directories: every file under them) and strings."""
    h = hashlib.sha256()
    for e in extra:
        h.update(str(e).encode() + b"\0")
    for p in paths:
        p = Path(p)
        files = sorted(f for f in p.rglob("*") if f.is_file()) if p.is_dir() else [p]
        for f in files:
            h.update(str(f).encode() + b"\0")
            h.update(f.read_bytes() if f.exists() else b"-missing-")
    return h.hexdigest()


@contextmanager
def unless_unchanged(name, key):
    """Runs the block only when `key` differs from the last successful run's; yields whether."""
    stamp = OUT / "stamps" / name
    if stamp.exists() and stamp.read_text() == key:
        print(f"    {name}: unchanged, skipped")
        yield False
        return
    stamp.unlink(missing_ok=True)
    yield True
    stamp.parent.mkdir(parents=True, exist_ok=True)
    stamp.write_text(key)


def fresh_dir(d):
    shutil.rmtree(d, ignore_errors=True)
    d.mkdir(parents=True)
    return d


# ---------- the machine's tools ----------

def debian_tools():
    """aapt2, apksigner, zipalign and framework-res.apk from Debian, installed when missing."""
    missing = [t for t in ("aapt2", "apksigner", "zipalign") if not shutil.which(t)]
    if missing or not FRAMEWORK_RES.exists():
        print(f"    installing from Debian (missing: {missing or [str(FRAMEWORK_RES)]})")
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        run(["apt-get", "update", "-q"], quiet=True, env=env)
        run(["apt-get", "install", "-y", "-q", "aapt", "apksigner", "zipalign",
             "android-framework-res"], quiet=True, env=env)
    if not JAVA25.exists():
        raise Failed(f"no JDK 25 at {JAVA25} (Robolectric's runtime for the unit tests)")


def maven_tools():
    """Each profile of tests/android/tools/pom.xml copied into target/android/tools/<profile>/."""
    pom = HERE / "tools/pom.xml"
    profiles = ["kotlinc", "manifest-merger", "r8", "android-all", "bundletool"]
    with unless_unchanged("tools", digest([pom])) as needed:
        if needed:
            for p in profiles:
                dest = fresh_dir(OUT / "tools" / p)
                run(["mvn", "-q", "-B", "-ntp", "-Dstyle.color=never", "-f", pom, f"-P{p}",
                     "dependency:copy-dependencies", f"-DoutputDirectory={dest}"], quiet=True)


def java_home():
    return Path(os.path.realpath(shutil.which("java"))).parents[1]


def tool_jars(profile):
    return sorted((OUT / "tools" / profile).glob("*.jar"))


def cp(paths):
    return os.pathsep.join(str(p) for p in paths)


# ---------- the dependency closure ----------

class Artifact:
    """One line of runtime.txt or test.txt: `group:artifact:version@type`."""

    def __init__(self, line):
        coords, self.type = line.split("@")
        self.group, self.name, self.version = coords.split(":")
        self.key = f"{self.group}:{self.name}"
        self.file = M2 / self.group.replace(".", "/") / self.name / self.version / \
            f"{self.name}-{self.version}.{self.type}"
        self.dir = OUT / "aars" / self.group / f"{self.name}-{self.version}"

    def __eq__(self, other):
        return (self.key, self.version, self.type) == (other.key, other.version, other.type)

    def __str__(self):
        return f"{self.key}:{self.version}@{self.type}"

    def __hash__(self):
        return hash((self.key, self.version, self.type))

    @property
    def is_aar(self):
        return self.type == "aar"

    def jars(self):
        if not self.is_aar:
            return [self.file]
        return [self.dir / "classes.jar", *sorted((self.dir / "libs").glob("*.jar"))]

    def manifest(self):
        return self.dir / "AndroidManifest.xml"

    def package(self):
        return ET.parse(self.manifest()).getroot().get("package")

    def res(self):
        res = self.dir / "res"
        return res if res.is_dir() and any(res.rglob("*.*")) else None

    def proguard(self):
        rules = self.dir / "proguard.txt"
        return rules if rules.exists() else None


def artifacts(name):
    lines = (HERE / "deps" / name).read_text().split()
    return [Artifact(line) for line in lines]


def explode(aars):
    """Unpacks each AAR once into target/android/aars/<group>/<name>-<version>/."""
    for a in aars:
        if a.dir.is_dir():
            continue
        tmp = fresh_dir(a.dir.with_name(a.dir.name + ".tmp"))
        with zipfile.ZipFile(a.file) as z:
            z.extractall(tmp)
        tmp.rename(a.dir)


# ---------- manifests ----------

def merge_manifest(libs, out):
    """The app's manifest merged with the libraries', SDK levels and ids given as properties
    (the main manifest must have no <uses-sdk>, as with AGP)."""
    out.parent.mkdir(parents=True, exist_ok=True)
    run(["java", "-cp", cp(tool_jars("manifest-merger")), "com.android.manifmerger.Merger",
         "--main", MAIN / "AndroidManifest.xml",
         "--libs", cp(a.manifest() for a in libs),
         "--property", f"package={APP_PACKAGE}",
         "--property", f"min_sdk_version={MIN_SDK}",
         "--property", f"target_sdk_version={TARGET_SDK}",
         "--property", f"version_code={VERSION_CODE}",
         "--property", f"version_name={VERSION_NAME}",
         "--remove-tools-declarations",
         "--out", out], quiet=True)


def without_queries(manifest, out):
    """A copy without <queries> (API 30), which Debian's aapt2 (API 29) rejects: only the unit
    tests' manifest has one (androidx.test:runner's), and package visibility is no matter there."""
    ET.register_namespace("android", ANDROID_NS[1:-1])
    tree = ET.parse(manifest)
    root = tree.getroot()
    for q in root.findall("queries"):
        root.remove(q)
    tree.write(out, encoding="utf-8", xml_declaration=True)
    return out


def permissions(manifest):
    root = ET.parse(manifest).getroot()
    return [e.get(ANDROID_NS + "name") for e in root.iter()
            if e.tag in ("permission", "uses-permission", "uses-permission-sdk-23")]


# ---------- resources ----------

def lstar_stub():
    """A package `android` with the attributes newer than framework-res.apk (API 29) that the
    build refers to, at their real ids (android.R.attr of android-all): attr/lStar (API 31),
    which androidx.core's resources use, and attr/enableOnBackInvokedCallback (API 33), the
    manifest's predictive back, attr/dataExtractionRules (API 31) and attr/localeConfig (API 33),
    its backup rules and languages. Made again when this list changes."""
    attrs = ('<resources>\n'
             '    <attr name="lStar" format="float"/>\n'
             '    <public type="attr" name="lStar" id="0x01010647"/>\n'
             '    <attr name="enableOnBackInvokedCallback" format="boolean"/>\n'
             '    <public type="attr" name="enableOnBackInvokedCallback" id="0x0101066c"/>\n'
             '    <attr name="dataExtractionRules" format="reference"/>\n'
             '    <public type="attr" name="dataExtractionRules" id="0x0101063e"/>\n'
             '    <attr name="localeConfig" format="reference"/>\n'
             '    <public type="attr" name="localeConfig" id="0x0101065b"/>\n'
             '</resources>\n')
    apk = OUT / "res/android-lstar.apk"
    src = OUT / "res/android-lstar"
    if apk.exists() and (src / "res/values/attrs.xml").read_text() == attrs:
        return apk
    fresh_dir(src)
    (src / "res/values").mkdir(parents=True)
    (src / "AndroidManifest.xml").write_text(
        '<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="android"/>\n')
    (src / "res/values/attrs.xml").write_text(attrs)
    run(["aapt2", "compile", "--dir", src / "res", "-o", src / "res.zip"], quiet=True)
    run(["aapt2", "link", "--manifest", src / "AndroidManifest.xml", "-o", apk, src / "res.zip"],
        quiet=True)
    return apk


def compile_res(res_dir, out):
    """aapt2 compile of a res/ folder, named relative to the checkout: the compiled values keep
    their source file's path, which the bundle's resources.pb carries, so an absolute one would
    make two clones' bundles differ."""
    out.parent.mkdir(parents=True, exist_ok=True)
    run(["aapt2", "compile", "--dir", os.path.relpath(res_dir, REPO), "-o", out], quiet=True,
        cwd=REPO)
    return out


def compiled_library_res(aars):
    """Each AAR's res/ compiled once (it never changes for a pinned version)."""
    flats = []
    for a in aars:
        if a.res() is None:
            continue
        out = OUT / "res/libs-relative" / a.group / f"{a.name}-{a.version}.zip"
        flats.append(out if out.exists() else compile_res(a.res(), out))
    return flats


def link(name, manifest, library_flats, app_flat, aars, extra=()):
    """aapt2 link: a resources APK with the app's assets, R.java for the app and every library,
    keep rules."""
    out = fresh_dir(OUT / "link" / name)
    packages = sorted({a.package() for a in aars if a.is_aar} - {APP_PACKAGE})
    cmd = ["aapt2", "link", "-o", out / "resources.apk",
           "-I", FRAMEWORK_RES, "-I", lstar_stub(),
           "--manifest", manifest,
           "-A", ASSETS, *[a for ext in NO_COMPRESS for a in ("-0", ext)],
           "--min-sdk-version", MIN_SDK, "--target-sdk-version", TARGET_SDK,
           "--version-code", VERSION_CODE, "--version-name", VERSION_NAME,
           "--auto-add-overlay",
           "--java", out / "java", "--extra-packages", ":".join(packages),
           "--proguard", out / "aapt2-rules.pro",
           *extra]
    # Overlays in order, the app last, so an app resource overrides a library's.
    for f in [*library_flats, app_flat]:
        cmd += ["-R", f]
    (out / "java").mkdir()
    run(cmd, quiet=True)
    return out


def javac_r(link_dir):
    classes = fresh_dir(link_dir / "classes")
    sources = sorted((link_dir / "java").rglob("R.java"))
    argfile = link_dir / "javac-sources.txt"
    argfile.write_text("\n".join(str(s) for s in sources))
    run(["javac", "--release", "17", "-nowarn", "-encoding", "UTF-8", "-d", classes,
         f"@{argfile}"], quiet=True)
    return classes


# ---------- Kotlin ----------

def kotlinc(name, sources, classpath, out, friends=()):
    """K2JVMCompiler with the Compose plugin; skipped when sources and classpath are unchanged."""
    files = sorted(f for s in sources for f in Path(s).rglob("*.kt"))
    key = digest([*files, *classpath])
    with unless_unchanged(f"kotlinc-{name}", key) as needed:
        if not needed:
            return
        fresh_dir(out)
        compose_plugin = next(j for j in tool_jars("kotlinc") if "compose-compiler-plugin" in j.name)
        argfile = out.with_name(out.name + ".args")
        argfile.write_text("\n".join([
            "-Xplugin=" + str(compose_plugin),
            "-jvm-target", "17", "-no-stdlib", "-no-reflect",
            "-module-name", f"kiela-{name}",
            # The unit tests see the app's internal declarations, as under Gradle.
            *[f"-Xfriend-paths={f}" for f in friends],
            "-classpath", cp(classpath),
            "-d", str(out),
            *[str(f) for f in files],
        ]))
        run(["java", "-Xmx3g", "-cp", cp(tool_jars("kotlinc")),
             "org.jetbrains.kotlin.cli.jvm.K2JVMCompiler", f"@{argfile}"])


# ---------- the unit tests ----------

def robolectric_config(test_manifest, test_link, out):
    """com/android/tools/test_config.properties, which AGP puts on the unit tests' classpath
    with includeAndroidResources: Robolectric reads the merged manifest, resources and assets
    (the app's only assets are the sounds) from it."""
    assets = ASSETS
    merged_res = OUT / "test/res"  # only for Robolectric's legacy resource mode: empty
    merged_res.mkdir(parents=True, exist_ok=True)
    props = fresh_dir(out) / "com/android/tools"
    props.mkdir(parents=True)
    (props / "test_config.properties").write_text("\n".join([
        f"android_merged_manifest={test_manifest}",
        f"android_merged_resources={merged_res}",
        f"android_merged_assets={assets}",
        f"android_resource_apk={test_link / 'resources.apk'}",
        f"android_custom_package={APP_PACKAGE}",
    ]) + "\n")
    return out


def screenshot_mode(shots, results, subset):
    """Roborazzi's properties: record the goldens (KIELA_RECORD_SCREENSHOTS=1), else verify
    every screenshot against its golden, the differences going to `shots`."""
    common = [f"-Droborazzi.output.dir={GOLDENS}",
              "-Droborazzi.record.filePathStrategy=relativePathFromRoborazziContextOutputDirectory",
              f"-Droborazzi.result.dir={results}"]
    if os.environ.get("KIELA_RECORD_SCREENSHOTS") == "1":
        if not subset:  # all of them again: none is left from a test that is gone
            for old in GOLDENS.glob("*.png"):
                old.unlink()
        GOLDENS.mkdir(parents=True, exist_ok=True)
        print(f"    recording the screenshots as goldens in {GOLDENS.relative_to(REPO)}")
        return [*common, "-Droborazzi.test.record=true"]
    return [*common, "-Droborazzi.test.verify=true", f"-Droborazzi.compare.output.dir={shots}"]


def check_goldens(results):
    """Every golden is one a test shoots: a golden left from a renamed or removed test fails."""
    shot = set()
    for f in results.glob("*.json"):
        golden = json.loads(f.read_text()).get("golden_file_path")
        if golden:
            shot.add(Path(golden).resolve())
    stale = sorted(g.name for g in GOLDENS.glob("*.png") if g.resolve() not in shot)
    check(f"screenshots: every golden in {GOLDENS.relative_to(REPO)} is shot by a test",
          not stale, f"no test shoots {', '.join(stale)} "
          "(KIELA_RECORD_SCREENSHOTS=1 tests/android/run records them again)")


def check_layouts(file):
    """Every picture's layout is in layout.json (the screenshot tests check its measures as
    they write it: a house of 40 × 56 dp or more, a portrait board of 45 % of the screen or more)."""
    layouts = json.loads(file.read_text()) if file.exists() else {}
    missing = sorted(g.stem for g in GOLDENS.glob("*.png") if g.stem not in layouts)
    check(f"screenshots: {file.relative_to(REPO)} has the layout of every picture", not missing,
          f"no layout for {', '.join(missing)}")
    boards = [v for v in layouts.values() if "board" in v and v["screen"][1] > v["screen"][0]]
    if boards:
        least = min((v["board"][3] - v["board"][1]) / v["screen"][1] for v in boards)
        smallest = min(tuple(v["house"]) for v in layouts.values() if "house" in v)
        print(f"    layouts: the portrait board at least {least:.1%} of the screen's height; "
              f"the narrowest house {smallest[0]} × {smallest[1]} dp")


def run_unit_tests(classpath, test_classes, native_dir):
    shots = fresh_dir(OUT / "screenshots")  # only this run's differences
    results = fresh_dir(OUT / "test/roborazzi-results")
    work = fresh_dir(OUT / "test/work")  # the tests' working directory, for stray files
    subset = bool(os.environ.get("KIELA_ANDROID_TESTS"))
    cmd = [JAVA25, "-Xmx3g",
           "--enable-native-access=ALL-UNNAMED",
           # Robolectric reaches into the JDK: FileDescriptor internals through SharedSecrets.
           "--add-opens=java.base/java.lang=ALL-UNNAMED",
           "--add-opens=java.base/java.util=ALL-UNNAMED",
           "--add-opens=java.base/java.io=ALL-UNNAMED",
           "--add-exports=java.base/jdk.internal.access=ALL-UNNAMED",
           "-Djava.awt.headless=true",
           "-Drobolectric.offline=true",
           f"-Drobolectric.dependency.dir={OUT / 'tools/android-all'}",
           # The offline jar is the plain android-all, instrumented when the tests start.
           "-Drobolectric.usePreinstrumentedJars=false",
           "-Drobolectric.graphicsMode=NATIVE",
           f"-Djna.library.path={native_dir}",
           # Each screenshot's layout (screen, board, house in dp), measured as it is shot.
           f"-Dkiela.layout.file={shots / 'layout.json'}",
           *screenshot_mode(shots, results, subset),
           "-cp", cp(classpath),
           HERE / "JUnitMain.java", test_classes]
    print("    " + " ".join(str(c) for c in cmd[:3]) + " … JUnitMain.java")
    p = subprocess.run([str(c) for c in cmd], cwd=work, stdout=subprocess.PIPE,
                       stderr=subprocess.STDOUT, text=True)
    global passed, failed
    counted = False
    for line in p.stdout.splitlines():
        print(line)
        if line.startswith("junit: ") and line.endswith(" failed"):
            ok, bad = line.removeprefix("junit: ").split(" passed, ")
            passed += int(ok)
            failed += int(bad.removesuffix(" failed"))
            counted = True
    if not counted or p.returncode not in (0, 1):
        raise Failed(f"the unit tests did not run to the end (exit {p.returncode})")
    if not subset and os.environ.get("KIELA_RECORD_SCREENSHOTS") != "1":
        check_goldens(results)
    if not subset:
        check_layouts(shots / "layout.json")
    changed = sorted(shots.rglob("*.png"))
    print(f"    screenshots: {len(list(GOLDENS.glob('*.png')))} goldens; "
          f"{len(changed)} pictures of differences in {shots}")


# ---------- the APK ----------

def as_jar(classes_dir, jar):
    with zipfile.ZipFile(jar, "w", zipfile.ZIP_DEFLATED) as z:
        for f in sorted(classes_dir.rglob("*")):
            if f.is_file():
                z.write(f, f.relative_to(classes_dir).as_posix())
    return jar


def r8(app_classes, runtime_jars, rules, out, classfile=False):
    """R8 in release mode with `rules`: dex files into `out`, or (classfile) the shrunk class
    files as `out`/classes.jar, which a JVM can run."""
    android_all = OUT / "tools/android-all" / ANDROID_ALL
    key = digest([app_classes, *runtime_jars, *rules], classfile)
    with unless_unchanged("r8-classfile" if classfile else "r8", key) as needed:
        if not needed:
            return out
        fresh_dir(out)
        cmd = ["java", "-Xmx4g", "-cp", cp(tool_jars("r8")), "com.android.tools.r8.R8",
               "--release",
               # Class files have no API level (R8 refuses --min-api with --classfile).
               *(["--classfile", "--output", out / "classes.jar"] if classfile else
                 ["--min-api", MIN_SDK, "--output", out]),
               # android-all has no java.*: the JDK's classes stand in for Android's core library.
               "--lib", android_all, "--lib", java_home()]
        for r in rules:
            cmd += ["--pg-conf", r]
        # Class directories as jars: R8 takes class files only in archives or one by one.
        inputs = [as_jar(j, out.parent / f"{j.name}.jar") if j.is_dir() else j
                  for j in [app_classes, *runtime_jars]]
        run(cmd + inputs, quiet=True)
    return out


# The extra field of zipalign (and apksigner) that records an entry's alignment; apksigner
# keeps an alignment it finds there when it rewrites the APK.
ALIGNMENT_EXTRA_ID = 0xD935


def write_aligned(z, info, data, alignment):
    """Writes an uncompressed entry whose data starts on a multiple of `alignment`."""
    info.compress_type = zipfile.ZIP_STORED
    header = 30 + len(info.filename.encode()) + 6  # local header, name, the field's own 6 bytes
    pad = -(z.fp.tell() + header) % alignment
    info.extra = struct.pack("<HHH", ALIGNMENT_EXTRA_ID, 2 + pad, alignment) + bytes(pad)
    z.writestr(info, data)


# Every entry this build writes has this time, so that the same inputs make the same bytes.
ZIP_TIME = (2024, 1, 1, 0, 0, 0)


def entry(name):
    return zipfile.ZipInfo(name, ZIP_TIME)


def package_apk(resources_apk, dex_dir, native_libs, out, signer):
    """The resources APK with classes.dex and the native libraries, aligned, signed with
    apksigner's key options `signer` (debug_signer() or the release's key).

    Aligned here rather than by `zipalign -P 16 -f 4`: Debian's zipalign predates -P. Stored
    entries go on 4 bytes and the .so files, stored so that Android maps them in place (AGP's
    useLegacyPackaging = false), on 16 KB pages for 16 KB page devices. Entries keep aapt2's
    order and times or get ZIP_TIME, so the same inputs make the same APK."""
    aligned = out.with_name(out.stem + "-unsigned.apk")
    aligned.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(resources_apk) as src, zipfile.ZipFile(aligned, "w") as z:
        for info in src.infolist():
            data = src.read(info)
            if info.compress_type == zipfile.ZIP_STORED:
                write_aligned(z, info, data, 4)  # resources.arsc must stay stored and aligned
            else:
                z.writestr(info, data, zipfile.ZIP_DEFLATED)
        for dex in sorted(dex_dir.glob("*.dex")):
            z.writestr(entry(dex.name), dex.read_bytes(), zipfile.ZIP_DEFLATED)
        for arcname, so in native_libs:
            write_aligned(z, entry(arcname), so.read_bytes(), 16384)
    run(["apksigner", "sign", *signer, "--out", out, aligned], quiet=True)
    aligned.unlink()
    out.with_name(out.name + ".idsig").unlink(missing_ok=True)
    print(f"    {out} ({out.stat().st_size / 1e6:.1f} MB)")


def debug_signer():
    """apksigner's options for the debug key, made once in the build folder (as AGP's
    ~/.android/debug.keystore)."""
    keystore = OUT / "debug.keystore"
    if not keystore.exists():
        run(["keytool", "-genkeypair", "-keystore", keystore, "-storepass", "android",
             "-keypass", "android", "-alias", "androiddebugkey", "-keyalg", "RSA",
             "-keysize", "2048", "-validity", "10000", "-dname", "CN=Android Debug,O=Android,C=US"],
            quiet=True)
    return ["--ks", keystore, "--ks-pass", "pass:android", "--key-pass", "pass:android",
            "--ks-key-alias", "androiddebugkey"]


def misaligned(apk):
    """Stored entries of a signed APK whose data is off their alignment (.so: 16 KB, else 4)."""
    bad = []
    with zipfile.ZipFile(apk) as z, open(apk, "rb") as f:
        for info in z.infolist():
            if info.compress_type != zipfile.ZIP_STORED:
                continue
            f.seek(info.header_offset + 26)
            name_len, extra_len = struct.unpack("<HH", f.read(4))
            offset = info.header_offset + 30 + name_len + extra_len
            if offset % (16384 if info.filename.endswith(".so") else 4):
                bad.append(f"{info.filename}@{offset}")
    return bad


def untranslated_strings(apk):
    """The app's translatable strings (values/*.xml) that lack a value in one of LOCALES. The
    libraries bring these locales too, so the badging's locales alone say little about the app."""
    names = set()
    for f in (MAIN / "res/values").glob("*.xml"):
        for e in ET.parse(f).getroot():
            if e.tag in ("string", "plurals", "string-array") and e.get("translatable") != "false":
                names.add(e.get("name"))
    configs = {}  # string name -> the configs it has a value in
    current = None
    for line in run(["aapt2", "dump", "resources", apk], quiet=True).splitlines():
        words = line.split()
        if words[:1] == ["resource"]:
            kind, _, name = words[2].partition("/")
            current = name if kind in ("string", "plurals", "array") and name in names else None
            configs.setdefault(current, set())
        elif current and line.strip().startswith("("):
            configs[current].add(line.strip()[1:].split(")")[0])
    return [f"{l}: {', '.join(sorted(n for n in names if l not in configs.get(n, ())))}"
            for l in LOCALES if any(l not in configs.get(n, ()) for n in names)]


def check_native_libraries(apk, with_rust):
    """Every ABI's libjnidispatch.so and (when built) libkiela_ffi.so, stored, as AGP does with
    useLegacyPackaging = false, so that Android maps them from the APK in place."""
    with zipfile.ZipFile(apk) as z:
        entries = {i.filename: i for i in z.infolist() if i.filename.startswith("lib/")}
    wanted = [f"lib/{abi}/{name}" for abi in ABIS
              for name in ["libjnidispatch.so", *([native.LIB] if with_rust else [])]]
    missing = [w for w in wanted if w not in entries]
    strays = sorted({n.split("/")[1] for n in entries} - set(ABIS))
    check(f"apk: {', '.join(sorted({Path(w).name for w in wanted}))} for {', '.join(ABIS)} "
          "and no other ABI", not missing and not strays,
          f"missing {missing}; other ABIs {strays}")
    compressed = [n for n, i in entries.items() if i.compress_type != zipfile.ZIP_STORED]
    check("apk: native libraries stored uncompressed", not compressed, ", ".join(compressed))
    if not with_rust:
        print(f"    the APK has no {native.LIB}: it would fail on a phone at its first call")


def check_sounds(apk):
    """Every sound of sounds/ under assets/, stored: SoundPool opens it with openFd."""
    sounds = sorted(f.name for f in ASSETS.glob("*.wav"))
    with zipfile.ZipFile(apk) as z:
        entries = {i.filename: i for i in z.infolist() if i.filename.startswith("assets/")}
    missing = [n for n in sounds if f"assets/{n}" not in entries]
    deflated = [n for n in sounds if f"assets/{n}" in entries
                and entries[f"assets/{n}"].compress_type != zipfile.ZIP_STORED]
    check(f"apk: the {len(sounds)} sounds in assets/, stored uncompressed",
          bool(sounds) and not missing and not deflated,
          f"missing {missing}; compressed {deflated}")


def check_apk(apk, with_rust):
    p = subprocess.run(["apksigner", "verify", str(apk)], capture_output=True, text=True)
    check("apk: apksigner verify", p.returncode == 0, p.stdout + p.stderr)
    bad = misaligned(apk)
    check("apk: stored entries aligned (.so on 16 KB pages)", not bad, ", ".join(bad[:5]))
    check_native_libraries(apk, with_rust)
    check_sounds(apk)
    size = apk.stat().st_size
    check(f"apk: at most {MAX_APK_BYTES / 2**20:.0f} MiB", size <= MAX_APK_BYTES,
          f"{size / 2**20:.2f} MiB")
    badging = run(["aapt2", "dump", "badging", apk], quiet=True)
    lines = badging.splitlines()

    def field(prefix):
        return next((l for l in lines if l.startswith(prefix)), "")

    check("apk: package app.kiela", f"package: name='{APP_PACKAGE}'" in field("package:"),
          field("package:"))
    check(f"apk: sdkVersion {MIN_SDK}", field("sdkVersion:") == f"sdkVersion:'{MIN_SDK}'",
          field("sdkVersion:"))
    check(f"apk: targetSdkVersion {TARGET_SDK}",
          field("targetSdkVersion:") == f"targetSdkVersion:'{TARGET_SDK}'",
          field("targetSdkVersion:"))
    perms = [l for l in lines if "permission" in l.split(":")[0]]
    check("apk: no uses-permission", not perms, "; ".join(perms))
    locales = field("locales:").replace("'", "").split()[1:]
    missing = [l for l in LOCALES if l not in locales]
    check(f"apk: locales include {', '.join(LOCALES)}", not missing,
          f"missing {missing} in {field('locales:')}")
    untranslated = untranslated_strings(apk)
    check(f"apk: the app's strings translated to {', '.join(LOCALES)}", not untranslated,
          "; ".join(untranslated))
    activity = field("launchable-activity:")
    check(f"apk: launchable-activity {APP_PACKAGE}.MainActivity",
          f"name='{APP_PACKAGE}.MainActivity'" in activity, activity or "none")
    icons = [l for l in lines if l.startswith("application-icon-")]
    check("apk: the adaptive app icon (mipmap-anydpi-v26/ic_launcher.xml) at every density",
          bool(icons) and all("mipmap-anydpi-v26/ic_launcher.xml" in l for l in icons),
          "; ".join(icons) or "no application-icon")
    with zipfile.ZipFile(apk) as z:
        names = set(z.namelist())
    legacy = [f"res/mipmap-{d}-v4/{n}.webp" for d in ("mdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi")
              for n in ("ic_launcher", "ic_launcher_round")]
    check("apk: the legacy icons for API 24–25 at every density", all(l in names for l in legacy),
          ", ".join(l for l in legacy if l not in names))
    manifest = run(["aapt2", "dump", "xmltree", "--file", "AndroidManifest.xml", apk], quiet=True)
    check("apk: predictive back (android:enableOnBackInvokedCallback) and a round icon",
          "enableOnBackInvokedCallback(0x0101066c)=true" in manifest and "roundIcon(0x0101052c)" in manifest)


# ---------- the build's steps (run's build() and tools/release share them) ----------

def fetch_deps():
    """The pinned closure downloaded and its AARs unpacked: (runtime, tests) artifacts."""
    run([HERE / "deps/resolve", "--fetch"])
    runtime, tests = artifacts("runtime.txt"), artifacts("test.txt")
    explode(a for a in {*runtime, *tests} if a.is_aar)
    return runtime, tests


def host_library():
    """The host build of the Rust library (the unit tests and the shrunk-classes smoke test
    load it through JNA): its folder."""
    run(["cargo", "build", "--locked", "--profile", "ci", "-p", "kiela-ffi"], quiet=True, cwd=REPO)
    return CARGO_TARGET / "ci"


def android_libraries(host_lib):
    """libkiela_ffi.so of every ABI, stripped, each checked and smoke-tested: {abi: Path|None}."""
    try:
        libs = native.build_libraries(ABIS, OUT / "jniLibs", log=print)
    except native.BuildError as e:
        raise Failed(str(e))
    for abi, so in libs.items():
        if so is not None:
            print(f"    {abi}/{so.name}: {so.stat().st_size / 1024:.0f} KiB stripped")
            for name, ok, detail in [*native.check_library(abi, so, host_lib),
                                     *native.smoke_test(abi, so, host_lib)]:
                check(name, ok, detail)
    return libs


class Resources(NamedTuple):
    app_manifest: Path
    test_manifest: Path
    app_link: Path   # aapt2 link's output for the app: resources.apk, R classes, keep rules
    test_link: Path  # the same for the unit tests


def manifests_and_resources(runtime, tests):
    """The merged manifests and the linked resources of the app and of its unit tests."""
    app_manifest = OUT / "manifest/app.xml"
    test_manifest = OUT / "manifest/test.xml"
    merge_manifest([a for a in runtime if a.is_aar], app_manifest)
    # createComposeRule() launches ui-test-manifest's ComponentActivity: test AARs' manifests
    # go into the unit tests' manifest only.
    merge_manifest([a for a in tests if a.is_aar], test_manifest)
    without_queries(test_manifest, test_manifest)
    perms = permissions(app_manifest)
    check("manifest: the merged manifest has no permissions", not perms, ", ".join(perms))
    app_link, test_link = OUT / "link/app", OUT / "link/test"
    key = digest([MAIN / "res", ASSETS, app_manifest, test_manifest], *runtime, *tests,
                 *NO_COMPRESS, VERSION_CODE, VERSION_NAME, "sources relative")
    with unless_unchanged("res", key) as needed:
        if needed:
            app_flat = compile_res(MAIN / "res", OUT / "res/app.zip")
            link("app", app_manifest, compiled_library_res(runtime), app_flat, runtime,
                 extra=["--emit-ids", OUT / "link/app-ids.txt"])
            # The same ids in the unit tests' resources, so app classes compiled against
            # the app's R work with them.
            link("test", test_manifest, compiled_library_res(tests), app_flat, tests,
                 extra=["--stable-ids", OUT / "link/app-ids.txt"])
            javac_r(app_link)
            javac_r(test_link)
    return Resources(app_manifest, test_manifest, app_link, test_link)


def android_jar():
    return OUT / "tools/android-all" / ANDROID_ALL


def runtime_jars(runtime):
    return [j for a in runtime for j in a.jars()]


def compile_app(runtime, res):
    """The bindings and the app's sources compiled: the classes folder."""
    main_classes = OUT / "classes/main"
    kotlinc("main", [REPO / "bindings/kotlin", MAIN / "kotlin"],
            [android_jar(), res.app_link / "classes", *runtime_jars(runtime)], main_classes)
    return main_classes


def release_rules(runtime, res):
    """R8's keep rules for the release, as AGP gathers them: the app's, aapt2's, the AARs'."""
    return [APP / "proguard-rules.pro", res.app_link / "aapt2-rules.pro",
            *[a.proguard() for a in runtime if a.is_aar and a.proguard()]]


def shrink(runtime, res, main_classes, out, classfile=False):
    """R8 over the app and its libraries with the release's rules (see r8())."""
    return r8(main_classes, [res.app_link / "classes", *runtime_jars(runtime)],
              release_rules(runtime, res), out, classfile)


def jni_libraries(runtime, android_libs):
    """(path in the APK, file) of every native library: the AARs' (JNA's libjnidispatch.so)
    and ours, for the ABIs of app/build.gradle.kts's abiFilters, as AGP packs them."""
    libs = [(f"lib/{so.parent.name}/{so.name}", so) for a in runtime if a.is_aar
            for so in sorted((a.dir / "jni").glob("*/*.so")) if so.parent.name in ABIS]
    libs += [(f"lib/{abi}/{so.name}", so) for abi, so in android_libs.items() if so]
    return sorted(libs)


# ---------- the verification build (tests/android/run) ----------

def build():
    with stage("tools"):
        debian_tools()
        maven_tools()

    with stage("deps"):
        p = subprocess.run([str(HERE / "deps/resolve"), "--check"], stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, text=True)
        check("deps: runtime.txt and test.txt are current (resolve --check)", p.returncode == 0,
              p.stdout.strip())
        runtime, tests = fetch_deps()

    with stage("rust"):
        native_dir = host_library()

    with stage("native"):
        android_libs = android_libraries(native_dir / native.LIB)

    with stage("res"):
        res = manifests_and_resources(runtime, tests)
        app_r, test_r = res.app_link / "classes", res.test_link / "classes"

    with stage("kotlinc"):
        test_jars = [j for a in tests for j in a.jars()]
        main_classes = compile_app(runtime, res)
        test_classes = OUT / "classes/test"
        if TEST_SRC.is_dir():
            kotlinc("test", [TEST_SRC], [android_jar(), main_classes, test_r, *test_jars],
                    test_classes, friends=[main_classes])
        # The instrumented test (android/app/src/androidTest): compiled here, run by CI's emulator.
        names = instrumented.compile_instrumented(
            kotlinc, [android_jar(), main_classes, app_r, *test_jars],
            OUT / "classes/androidTest", friends=[main_classes])
        check(f"androidTest: the instrumented test compiles ({', '.join(names) or 'none'})",
              bool(names))

    with stage("test"):
        if TEST_SRC.is_dir():
            config = robolectric_config(res.test_manifest, res.test_link, OUT / "test/config")
            # android-all last, where AGP puts its android.jar: Robolectric's runner refers to
            # some framework classes before its sandbox (which loads them from the same jar).
            run_unit_tests([test_classes, main_classes, test_r, config, *test_jars, android_jar()],
                           test_classes, native_dir)
        else:
            print(f"    no unit tests yet ({TEST_SRC.relative_to(REPO)})")

    if os.environ.get("KIELA_ANDROID_TESTS"):
        print("==> apk: not built for a subset of the tests (R8 takes minutes)")
        return
    with stage("apk"):
        dex = shrink(runtime, res, main_classes, OUT / "apk/dex")
        apk = OUT / "kiela-debug.apk"
        package_apk(res.app_link / "resources.apk", dex, jni_libraries(runtime, android_libs),
                    apk, debug_signer())
        check_apk(apk, with_rust=all(android_libs.values()))


def finish(start):
    """The timings and the closing line; the exit status."""
    print()
    for name, took in timings:
        print(f"  {name:<10} {took:6.1f} s")
    print(f"  {'total':<10} {time.monotonic() - start:6.1f} s")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


def main():
    start = time.monotonic()
    os.environ.setdefault("CARGO_TARGET_DIR", str(CARGO_TARGET))
    try:
        build()
    except Failed as e:
        check("build", False, str(e))
    sys.exit(finish(start))
