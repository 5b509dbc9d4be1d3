#!/usr/bin/env python3
"""libkiela_ffi.so for the Android app's ABIs: built, checked, and smoke-tested through UniFFI.

Imported by tests/android/run; `python3 tests/android/native.py [ABI…]` does all of it by hand
and prints PASS/FAIL lines (sizes in their details) and `N passed, N failed`.

    ABIS          the app's ABIs, as abiFilters in android/app/build.gradle.kts
    BuildError    a build step that failed; str(e) is one line naming the step's log
    build_libraries(abis=ABIS, out_dir=None, log=print) -> {abi: Path | None}
        libkiela_ffi.so for each ABI (cargo build --release -p kiela-ffi --locked, minSdk 24,
        16 KB pages), stripped as AGP strips, at <out_dir>/<abi>/libkiela_ffi.so (out_dir
        defaults to target/android/native/jniLibs). With ANDROID_NDK_HOME set: through
        cargo-ndk, as the Gradle build does. Otherwise: through the NDK sysroot
        ($KIELA_ANDROID_SYSROOT, else ../shared/android-sysroot beside the repository) with
        Debian's clang-16/lld-16 and a libunwind.a per ABI built from PyPI ziglang's sources.
        With neither it logs one line and returns None for every ABI (build the APK without
        the library). Raises BuildError when a step fails. Installs what is missing (apt-get,
        rustup target add, pip into a venv under target/).
    host_library(log=print) -> Path
        cargo build --locked --profile ci -p kiela-ffi: target/ci/libkiela_ffi.so, the build
        the others are compared with (tests/android/run builds the same one).
    check_library(abi, so_path, host_so_path, log=print) -> [(name, ok, detail)]
        ELF checks of one built library: machine and API level, NEEDED, strong undefined
        symbols against the API-24 stubs (weak ones in the detail), no TLS, 16 KB LOAD
        alignment, the host build's uniffi_/ffi_ exports, stripped (its size in the detail).
    smoke_test(abi, so_path, host_so_path, log=print) -> [(name, ok, detail)]
        tests/android/native/smoke.c calls the library through UniFFI's C scaffolding in a
        glibc process (x86_64 natively, the ARM ABIs under qemu-user), on a copy made loadable
        there, and the same calls on the host library: each section of the output must be the
        host's, and the checksums those of bindings/kotlin. Never raises: a step that cannot
        run is a failed check.
    log is called with one line per step; a warm run does no work and logs at most that.

Everything is cached under target/android/native/ (cargo's artifacts in its own target dir,
shared with other builds); each step's output is in target/android/native/logs/.
"""

import concurrent.futures
import hashlib
import os
import re
import shutil
import struct
import subprocess
import sys
import time
from pathlib import Path
from typing import NamedTuple

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
CARGO_TARGET = Path(os.environ.get("CARGO_TARGET_DIR", REPO / "target"))
WORK = REPO / "target/android/native"
SYSROOT = Path(os.environ.get("KIELA_ANDROID_SYSROOT", REPO.parent / "shared/android-sysroot"))
MIN_SDK = 24
PAGE_SIZE = 16384
PAGE_FLAG = f"-C link-arg=-Wl,-z,max-page-size={PAGE_SIZE}"
ZIGLANG = "ziglang==0.17.1"  # ships LLVM's libunwind sources in ziglang/lib/libunwind
LIB = "libkiela_ffi.so"
ALLOWED_NEEDED = ["libc.so", "libm.so", "libdl.so", "liblog.so"]
LLVM_PACKAGES = {"clang-16": "clang-16", "ld.lld-16": "lld-16", "llvm-ar-16": "llvm-16",
                 "llvm-strip-16": "llvm-16", "llvm-readelf-16": "llvm-16",
                 "llvm-nm-16": "llvm-16"}


class Abi(NamedTuple):
    name: str           # Android's ABI name (jniLibs folder)
    rust: str           # Rust target
    clang: str          # clang --target, without the API level
    libdir: str         # folder of the API stubs under the sysroot's usr/lib
    cflags: tuple       # extra compiler flags for libunwind
    gnu: str            # the glibc triple the smoke test runs in
    qemu: str | None    # the qemu-user binary, None when the host runs it natively
    packages: tuple     # Debian packages for the smoke driver's glibc


ABI = {a.name: a for a in [
    Abi("arm64-v8a", "aarch64-linux-android", "aarch64-linux-android", "aarch64-linux-android",
        (), "aarch64-linux-gnu", "qemu-aarch64",
        ("libc6-dev-arm64-cross", "libgcc-12-dev-arm64-cross")),
    # armeabi-v7a is the soft-float calling convention (softfp), as Debian's armel, not armhf.
    Abi("armeabi-v7a", "armv7-linux-androideabi", "armv7a-linux-androideabi",
        "arm-linux-androideabi",
        ("-march=armv7-a", "-mfloat-abi=softfp", "-mfpu=vfpv3-d16", "-mthumb"),
        "arm-linux-gnueabi", "qemu-arm",
        ("libc6-dev-armel-cross", "libgcc-12-dev-armel-cross")),
    Abi("x86_64", "x86_64-linux-android", "x86_64-linux-android", "x86_64-linux-android",
        (), "x86_64-linux-gnu", None, ()),
]}
ABIS = list(ABI)


class BuildError(Exception):
    """A step that failed; the message is one line."""


# ---------- running things ----------

def run(cmd, name, env=None, cwd=None):
    """Runs a command with its output in logs/<name>.log; a failure names its first error."""
    cmd = [str(c) for c in cmd]
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                       env=env, cwd=cwd)
    log_file = WORK / "logs" / f"{name}.log"
    log_file.parent.mkdir(parents=True, exist_ok=True)
    log_file.write_text(" ".join(cmd) + "\n" + p.stdout)
    if p.returncode != 0:
        lines = [line.strip() for line in p.stdout.splitlines() if line.strip()]
        first = next((line for line in lines if re.match(r"(error|fatal)\b", line, re.I)),
                     lines[-1] if lines else "")
        raise BuildError(f"{Path(cmd[0]).name} exited {p.returncode} ({first[:200]}); "
                         f"see {log_file}")
    return p.stdout


def output(cmd):
    """A quick tool's standard output (no log file)."""
    p = subprocess.run([str(c) for c in cmd], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       text=True)
    if p.returncode != 0:
        raise BuildError(f"{Path(str(cmd[0])).name} exited {p.returncode}: "
                         f"{p.stderr.strip()[:200]}")
    return p.stdout


def digest(*parts):
    """A hash of strings and of files' contents (paths given as Path)."""
    h = hashlib.sha256()
    for part in parts:
        h.update(part.read_bytes() if isinstance(part, Path) else str(part).encode())
        h.update(b"\0")
    return h.hexdigest()


def is_fresh(name, key):
    stamp = WORK / "stamps" / name
    return stamp.exists() and stamp.read_text() == key


def set_fresh(name, key):
    stamp = WORK / "stamps" / name
    stamp.parent.mkdir(parents=True, exist_ok=True)
    stamp.write_text(key)


def write_if_changed(path, text, mode=0o644):
    """Writes a generated file only when its text changes, so its mtime means something."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if not path.exists() or path.read_text() != text:
        path.write_text(text)
    path.chmod(mode)
    return path


# ---------- installing the tools ----------

_apt_updated = False


def apt_install(packages, log):
    """Installs the Debian packages that are missing (apt-get update once per process)."""
    global _apt_updated
    missing = [p for p in dict.fromkeys(packages) if not dpkg_installed(p)]
    if not missing:
        return
    log(f"    apt-get install {' '.join(missing)}")
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    lock = ["-o", "DPkg::Lock::Timeout=600"]  # others may be running apt on this machine
    if not _apt_updated:
        run(["apt-get", *lock, "update", "-q"], "apt-update", env=env)
        _apt_updated = True
    run(["apt-get", *lock, "install", "-y", "-q", "--no-install-recommends", *missing],
        "apt-install", env=env)


def dpkg_installed(package):
    p = subprocess.run(["dpkg-query", "-W", "-f=${Status}", package],
                       stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    return p.returncode == 0 and p.stdout.endswith(" installed")


def llvm_tools(log):
    """clang-16, lld-16 and the llvm-16 tools from Debian."""
    missing = [pkg for tool, pkg in LLVM_PACKAGES.items() if not shutil.which(tool)]
    apt_install(missing, log)


def rust_targets(abis, log):
    """The rustup targets of `abis`, added when missing."""
    if not shutil.which("rustup"):
        raise BuildError("rustup not found: the Android targets are installed with rustup")
    installed = output(["rustup", "target", "list", "--installed"]).split()
    missing = [a.rust for a in abis if a.rust not in installed]
    if missing:
        log(f"    rustup target add {' '.join(missing)}")
        run(["rustup", "target", "add", *missing], "rustup-target-add")


def libunwind_sources(log):
    """LLVM's libunwind sources, from PyPI's ziglang installed into a venv under target/."""
    venv = WORK / "venv"
    version = ZIGLANG.split("==")[1]
    def found():
        return [d for d in venv.glob("lib/python3*/site-packages") if
                (d / f"ziglang-{version}.dist-info").is_dir()]
    if not found():
        log(f"    pip install {ZIGLANG} (for libunwind's sources) into {venv}")
        shutil.rmtree(venv, ignore_errors=True)
        run([sys.executable, "-m", "venv", venv], "venv")
        run([venv / "bin/pip", "install", "-q", "--disable-pip-version-check", ZIGLANG],
            "pip-ziglang")
    (site,) = found()
    return site / "ziglang/lib/libunwind"


# ---------- libunwind.a ----------

UNWIND_FLAGS = ["-fPIC", "-O2", "-funwind-tables", "-fvisibility=hidden",
                "-D_LIBUNWIND_HIDE_SYMBOLS", "-D_LIBUNWIND_IS_NATIVE_ONLY", "-DNDEBUG"]
UNWIND_SOURCES = {  # file: its own flags
    "libunwind.cpp": ["-std=c++17", "-fno-exceptions", "-fno-rtti", "-nostdinc++"],
    "Unwind-EHABI.cpp": ["-std=c++17", "-fno-exceptions", "-fno-rtti", "-nostdinc++"],
    "UnwindLevel1.c": ["-std=c99"],
    "UnwindLevel1-gcc-ext.c": ["-std=c99"],
    "Unwind-sjlj.c": ["-std=c99"],
    "UnwindRegistersRestore.S": [],
    "UnwindRegistersSave.S": [],
}


def android_clang(abi):
    return ["clang-16", f"--target={abi.clang}{MIN_SDK}", f"--sysroot={SYSROOT}"]


def build_libunwind(abis, src, log):
    """libunwind.a for each ABI (rustc links Android's std with -lunwind): {abi: its folder}."""
    dirs, todo = {}, []
    for abi in abis:
        out = WORK / "unwind" / abi.name
        dirs[abi.name] = out
        key = digest(*android_clang(abi), *abi.cflags, *UNWIND_FLAGS, *prefix_map_flags(),
                     UNWIND_SOURCES,
                     *(p for p in sorted(src.rglob("*")) if p.is_file()))
        if not (is_fresh(f"libunwind-{abi.name}", key) and (out / "libunwind.a").exists()):
            todo.append((abi, out, key))
    if not todo:
        log(f"    libunwind.a: up to date ({len(abis)} ABIs)")
        return dirs
    start = time.monotonic()
    jobs = [(abi, out, name) for abi, out, _ in todo for name in UNWIND_SOURCES]
    with concurrent.futures.ThreadPoolExecutor(os.cpu_count() or 2) as pool:
        list(pool.map(lambda job: compile_unwind(*job, src), jobs))
    for abi, out, key in todo:
        objs = [out / f"{name}.o" for name in UNWIND_SOURCES]
        (out / "libunwind.a").unlink(missing_ok=True)
        run(["llvm-ar-16", "rcs", out / "libunwind.a", *objs], f"ar-{abi.name}")
        set_fresh(f"libunwind-{abi.name}", key)
    log(f"    libunwind.a: built for {', '.join(a.name for a, _, _ in todo)} "
        f"in {time.monotonic() - start:.1f} s")
    return dirs


def compile_unwind(abi, out, name, src):
    out.mkdir(parents=True, exist_ok=True)
    run([*android_clang(abi), *abi.cflags, *UNWIND_FLAGS, *prefix_map_flags(),
         *UNWIND_SOURCES[name],
         f"-I{src / 'include'}", "-c", src / "src" / name, "-o", out / f"{name}.o"],
        f"cc-{abi.name}-{name}")


# ---------- the Rust library ----------

def linker_wrapper(abi, unwind_dir):
    """The linker cargo is given for `abi`: clang-16 with lld, the sysroot and libunwind.a.

    Its name carries a hash of what it links with: cargo relinks when the linker's path
    changes, not when a script behind the same path does."""
    clang = shutil.which("clang-16")
    text = ("#!/bin/sh\n"
            f"# Links {abi.rust} at API {MIN_SDK} against {SYSROOT} (tests/android/native.py).\n"
            f'exec {clang} --target={abi.clang}{MIN_SDK} --sysroot={SYSROOT} -fuse-ld=lld '
            f'-L{unwind_dir} "$@"\n')
    key = digest(text, unwind_dir / "libunwind.a",
                 *sorted((SYSROOT / "usr/lib" / abi.libdir / str(MIN_SDK)).glob("*")))[:12]
    path = WORK / "bin" / f"{abi.rust}-{key}-clang"
    for old in path.parent.glob(f"{abi.rust}-*-clang"):
        if old != path:
            old.unlink()
    return write_if_changed(path, text, 0o755)


def cargo_home():
    return Path(os.environ.get("CARGO_HOME", Path.home() / ".cargo"))


def remap_flags():
    """rustc flags that write the checkout's and cargo's registry paths as fixed names into the
    library (panic locations, debug info), so that two checkouts in different folders build
    the same bytes (tools/release compares them)."""
    return [f"--remap-path-prefix={cargo_home() / 'registry'}=/cargo/registry",
            f"--remap-path-prefix={REPO}=/kiela",
            # Build scripts' OUT_DIR (generated sources), wherever CARGO_TARGET_DIR points.
            f"--remap-path-prefix={CARGO_TARGET}=/kiela/target"]


def prefix_map_flags():
    """The same for C (libunwind): its __FILE__ strings name the sources' folder."""
    return [f"-ffile-prefix-map={REPO}=/kiela", f"-ffile-prefix-map={SYSROOT}=/android-sysroot"]


def cargo_env(abis, linkers):
    """The environment for cargo: each target's linker, the 16 KB page flag and the path
    remapping.

    Per-target variables rather than RUSTFLAGS, which would take precedence over them; a
    developer's own RUSTFLAGS, if set, win anyway, so the flags are added to them then."""
    flags = " ".join([PAGE_FLAG, *remap_flags()])
    env = dict(os.environ)
    for abi in abis:
        var = "CARGO_TARGET_" + abi.rust.upper().replace("-", "_")
        env[var + "_LINKER"] = str(linkers[abi.name])
        env[var + "_RUSTFLAGS"] = " ".join(filter(None, [env.get(var + "_RUSTFLAGS"), flags]))
    if env.get("RUSTFLAGS"):
        env["RUSTFLAGS"] += " " + flags
    return env


def cargo_build(abis, linkers, log):
    """cargo build --release for all the Android targets at once: {abi: unstripped library}."""
    cmd = ["cargo", "build", "--release", "-p", "kiela-ffi", "--locked"]
    for abi in abis:
        cmd += ["--target", abi.rust]
    start = time.monotonic()
    out = run(cmd, "cargo-android", env=cargo_env(abis, linkers), cwd=REPO)
    did = "built" if re.search(r"^\s*Compiling ", out, re.M) else "up to date"
    log(f"    cargo build --release -p kiela-ffi ({len(abis)} Android targets): {did}, "
        f"{time.monotonic() - start:.1f} s")
    return {abi.name: CARGO_TARGET / abi.rust / "release" / LIB for abi in abis}


def cargo_ndk_build(abis, log):
    """The app's own build (android/app/build.gradle.kts, cargoNdk) with the real NDK."""
    if subprocess.run(["cargo", "ndk", "--version"], stdout=subprocess.DEVNULL,
                      stderr=subprocess.DEVNULL).returncode != 0:
        raise BuildError("ANDROID_NDK_HOME is set but cargo-ndk is missing "
                         "(cargo install cargo-ndk)")
    raw = WORK / "ndk-out"
    cmd = ["cargo", "ndk", *[x for a in abis for x in ("-t", a.name)],
           "--platform", str(MIN_SDK), "-o", raw, "build", "--release", "-p", "kiela-ffi",
           "--locked"]
    # As the Gradle task: the page flag in RUSTFLAGS, which cargo-ndk 4 leaves to cargo (with
    # the --target it passes, cargo applies it to the Android artifacts only).
    env = dict(os.environ, RUSTFLAGS=" ".join(filter(None, [os.environ.get("RUSTFLAGS"),
                                                           PAGE_FLAG, *remap_flags()])))
    start = time.monotonic()
    run(cmd, "cargo-ndk", env=env, cwd=REPO)
    log(f"    cargo ndk build --release -p kiela-ffi: {time.monotonic() - start:.1f} s")
    return {abi.name: raw / abi.name / LIB for abi in abis}


def strip_tool():
    """llvm-strip: Debian's, else the NDK's."""
    if shutil.which("llvm-strip-16"):
        return "llvm-strip-16"
    ndk = os.environ.get("ANDROID_NDK_HOME")
    found = sorted(Path(ndk).glob("toolchains/llvm/prebuilt/*/bin/llvm-strip")) if ndk else []
    if not found:
        raise BuildError("no llvm-strip (apt-get install llvm-16)")
    return found[0]


def strip_all(built, out_dir, log):
    """Stripped copies, as AGP packs them (--strip-unneeded); redone only when a build changed."""
    result, stripped = {}, []
    for name, src in built.items():
        dst = Path(out_dir) / name / LIB
        if not src.exists():
            raise BuildError(f"the build left no {src}")
        st = src.stat()
        key = f"{src} {st.st_size} {st.st_mtime_ns} -> {dst}"
        if not (is_fresh(f"strip-{name}", key) and dst.exists()):
            dst.parent.mkdir(parents=True, exist_ok=True)
            run([strip_tool(), "--strip-unneeded", "-o", dst, src], f"strip-{name}")
            set_fresh(f"strip-{name}", key)
            stripped.append(name)
        result[name] = dst
    log(f"    strip: {', '.join(stripped)}" if stripped else "    strip: up to date")
    return result


def build_libraries(abis=ABIS, out_dir=None, log=print):
    """libkiela_ffi.so for each ABI, stripped: {abi: Path}, or {abi: None} without a toolchain."""
    abis = [ABI[a] for a in abis]
    out_dir = Path(out_dir or WORK / "jniLibs")
    if os.environ.get("ANDROID_NDK_HOME"):
        log(f"    Android NDK at {os.environ['ANDROID_NDK_HOME']}: cargo-ndk")
        rust_targets(abis, log)
        return strip_all(cargo_ndk_build(abis, log), out_dir, log)
    if not (SYSROOT / "usr/lib").is_dir():
        log(f"    no Android NDK (ANDROID_NDK_HOME) and no sysroot at {SYSROOT}: "
            f"no libkiela_ffi.so for {', '.join(a.name for a in abis)}")
        return {a.name: None for a in abis}
    llvm_tools(log)
    rust_targets(abis, log)
    unwind = build_libunwind(abis, libunwind_sources(log), log)
    linkers = {a.name: linker_wrapper(a, unwind[a.name]) for a in abis}
    return strip_all(cargo_build(abis, linkers, log), out_dir, log)


def host_library(log=print):
    """The host build the Android libraries are compared with (as tests/android/run builds it)."""
    start = time.monotonic()
    run(["cargo", "build", "--locked", "--profile", "ci", "-p", "kiela-ffi"], "cargo-host",
        cwd=REPO)
    log(f"    cargo build --profile ci -p kiela-ffi (host): {time.monotonic() - start:.1f} s")
    return CARGO_TARGET / "ci" / LIB


# ---------- checking a library ----------

def readelf(so, *flags):
    return output(["llvm-readelf-16", "--wide", *flags, so])


def dynamic_symbols(so, *flags):
    """(kind letter, name without its version) of the dynamic symbols llvm-nm lists."""
    result = []
    for line in output(["llvm-nm-16", "-D", *flags, so]).splitlines():
        parts = line.split()
        if len(parts) >= 2:
            result.append((parts[-2], parts[-1].split("@")[0]))
    return result


def stubs_dir(abi):
    """The API-24 stubs the library was linked against: the NDK's, else the sysroot's."""
    ndk = os.environ.get("ANDROID_NDK_HOME")
    if ndk:
        found = sorted(Path(ndk).glob(f"toolchains/llvm/prebuilt/*/sysroot/usr/lib/"
                                      f"{abi.libdir}/{MIN_SDK}"))
        if found:
            return found[0]
    return SYSROOT / "usr/lib" / abi.libdir / str(MIN_SDK)


def exports(so):
    return {name for kind, name in dynamic_symbols(so, "--defined-only")
            if name.startswith(("uniffi_", "ffi_"))}


MACHINES = {"arm64-v8a": ("ELF64", "AArch64"), "armeabi-v7a": ("ELF32", "ARM"),
            "x86_64": ("ELF64", "Advanced Micro Devices X86-64")}


def check_machine(abi, so):
    header = readelf(so, "--file-header")
    def field(name):
        m = re.search(rf"^\s*{name}:\s*(.*?)\s*$", header, re.M)
        return m.group(1) if m else "?"
    want_class, want_machine = MACHINES[abi.name]
    found = f"{field('Class')} {field('Machine')}"
    ok = found == f"{want_class} {want_machine}"
    if abi.name == "armeabi-v7a":  # EF_ARM_ABI_FLOAT_SOFT, the softfp calling convention
        flags = int(field("Flags").split()[0], 0)
        ok = ok and flags & 0x200 and not flags & 0x400
        found += f", flags {flags:#x}"
    api = android_api_level(so)
    return (f"{abi.name}: {want_class} {want_machine} shared library for API {MIN_SDK}",
            bool(ok) and api == MIN_SDK, f"{found}, .note.android.ident API level {api}")


def android_api_level(so):
    """The API level in the .note.android.ident note (crtbegin_so.o's, from the stub folder)."""
    m = re.search(r"NT_ANDROID_TYPE_IDENT\s*\n\s*description data:((?:\s[0-9a-f]{2}){4})",
                  readelf(so, "--notes"))
    return int.from_bytes(bytes.fromhex(m.group(1)), "little") if m else None


def check_needed(abi, so):
    needed = re.findall(r"\(NEEDED\)\s+Shared library: \[(.+?)\]", readelf(so, "--dynamic"))
    wrong = [n for n in needed if n not in ALLOWED_NEEDED]
    return (f"{abi.name}: NEEDED only {', '.join(ALLOWED_NEEDED)}", not wrong,
            f"NEEDED {', '.join(needed)}" + (f"; not allowed: {', '.join(wrong)}" if wrong else ""))


def check_undefined(abi, so):
    stubs = stubs_dir(abi)
    defined = {name for lib in sorted(stubs.glob("*.so"))
               for _, name in dynamic_symbols(lib, "--defined-only")}
    undefined = dynamic_symbols(so, "--undefined-only")
    strong = sorted(n for kind, n in undefined if kind == "U" and n not in defined)
    weak = sorted(n for kind, n in undefined if kind in "wv")
    weak_missing = [n for n in weak if n not in defined]
    detail = (f"{len(undefined)} undefined, weak: "
              + ", ".join(n + (" (not in the stubs)" if n in weak_missing else "") for n in weak))
    if strong:
        detail = (f"{len(strong)} not in {stubs}: {', '.join(strong[:12])}"
                  f"{', …' if len(strong) > 12 else ''}; " + detail)
    if not defined:
        strong, detail = ["-"], f"no stubs at {stubs}"
    return (f"{abi.name}: every strong undefined symbol is in the API-{MIN_SDK} stubs",
            not strong, detail)


TLS_RELOCATION = re.compile(r"\bR_\w*(TLS|TPOFF|DTPMOD|DTPOFF|TPREL|DTPREL)\w*")


def check_tls(abi, so):
    headers = readelf(so, "--program-headers")
    tls_segment = re.search(r"^\s*TLS\s", headers, re.M)
    tls_relocs = sorted(set(m.group(0) for m in TLS_RELOCATION.finditer(
        readelf(so, "--relocations"))))
    problems = (["a PT_TLS segment"] if tls_segment else []) + tls_relocs
    return (f"{abi.name}: no TLS segment or TLS relocation (bionic before API 29 has no ELF "
            "TLS)", not problems, ", ".join(problems))


def check_alignment(abi, so):
    aligns = [int(line.split()[-1], 16) for line in readelf(so, "--program-headers").splitlines()
              if line.split()[:1] == ["LOAD"]]
    ok = bool(aligns) and all(a % PAGE_SIZE == 0 for a in aligns)
    return (f"{abi.name}: every LOAD segment aligned to {PAGE_SIZE} (16 KB pages)", ok,
            "LOAD alignments " + ", ".join(hex(a) for a in aligns))


def check_exports(abi, so, host_so):
    mine, host = exports(so), exports(host_so)
    missing, extra = sorted(host - mine), sorted(mine - host)
    detail = f"{len(mine)} uniffi_/ffi_ symbols"
    if missing:
        detail += f"; missing: {', '.join(missing[:10])}"
    if extra:
        detail += f"; not in the host build: {', '.join(extra[:10])}"
    return (f"{abi.name}: the same UniFFI exports as the host build ({Path(host_so).name})",
            bool(mine) and not missing and not extra, detail)


def check_stripped(abi, so):
    sections = re.findall(r"^\s*\[\s*\d+\]\s+(\S+)", readelf(so, "--section-headers"), re.M)
    left = [s for s in sections if s == ".symtab" or s.startswith(".debug")]
    size = Path(so).stat().st_size
    return (f"{abi.name}: stripped", not left,
            f"{size:,} bytes ({size / 1024:.0f} KB)" + (f"; still has {', '.join(left)}"
                                                        if left else ""))


def check_library(abi, so_path, host_so_path, log=print):
    """The ELF checks of one built library: [(name, ok, detail)]; the last detail is its size."""
    abi = ABI[abi]
    try:
        llvm_tools(log)
    except BuildError as e:
        return [(f"{abi.name}: llvm-readelf-16 and llvm-nm-16", False, str(e))]
    checks = []
    for check, extra in ((check_machine, ()), (check_needed, ()), (check_undefined, ()),
                         (check_tls, ()), (check_alignment, ()), (check_exports, (host_so_path,)),
                         (check_stripped, ())):
        try:
            checks.append(check(abi, so_path, *extra))
        except (BuildError, OSError, ValueError) as e:
            checks.append((f"{abi.name}: {check.__name__}", False, str(e)))
    return checks


# ---------- the smoke test ----------

SMOKE_SOURCES = [HERE / "native/smoke.c", HERE / "native/bionic.c",
                 REPO / "bindings/swift/KielaCoreFFI.h"]
HOST_GNU = "x86_64-linux-gnu"
CONTRACT = "contract version and checksums"  # the driver's first section
# The glibc names of the libraries an Android library may need (liblog has no glibc twin).
GLIBC_NAMES = {"libc.so": "libc.so.6", "libm.so": "libm.so.6", "libdl.so": "libdl.so.2"}
DT_VERSYM, DT_VERNEED, DT_VERNEEDNUM = 0x6ffffff0, 0x6ffffffe, 0x6fffffff


def smoke_tools(abi, log):
    llvm_tools(log)
    tools = {"patchelf": "patchelf", **({abi.qemu: "qemu-user"} if abi.qemu else {})}
    apt_install([pkg for tool, pkg in tools.items() if not shutil.which(tool)]
                + list(abi.packages), log)


def build_driver(gnu):
    """tests/android/native/smoke.c (with the bionic stand-ins) for one glibc target, cached."""
    exe = WORK / "smoke" / gnu / "kiela-smoke"
    cmd = ["clang-16", f"--target={gnu}", "-O1", "-Wall", "-Wno-nullability-completeness",
           f"-I{REPO / 'bindings/swift'}", "-fuse-ld=lld",
           "-rdynamic",  # exports bionic.c's functions to the library it loads
           "-o", exe, *SMOKE_SOURCES[:2], "-ldl"]
    key = digest(*map(str, cmd), *SMOKE_SOURCES)
    if not (is_fresh(f"driver-{gnu}", key) and exe.exists()):
        exe.parent.mkdir(parents=True, exist_ok=True)
        run(cmd, f"driver-{gnu}")
        set_fresh(f"driver-{gnu}", key)
    return exe


def loadable_copy(abi, so):
    """A copy of an Android library that glibc's loader accepts: NEEDED renamed to glibc's
    libraries (patchelf), and bionic's symbol versions (LIBC, LIBC_N…) removed by dropping the
    dynamic section's three version tags, so every import binds by name. (glibc refuses a
    version-needs table that names versions its libraries lack; patchelf 0.14 can clear each
    symbol's version but not remove that table.)"""
    copy = WORK / "smoke" / abi.name / LIB
    key = digest(Path(so), Path(__file__))
    if is_fresh(f"copy-{abi.name}", key) and copy.exists():
        return copy
    copy.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(so, copy)
    needed = re.findall(r"\(NEEDED\)\s+Shared library: \[(.+?)\]", readelf(copy, "--dynamic"))
    renames = [x for n in needed if n in GLIBC_NAMES for x in ("--replace-needed", n,
                                                                GLIBC_NAMES[n])]
    if renames:
        run(["patchelf", *renames, copy], f"patchelf-{abi.name}")
    drop_dynamic_tags(copy, {DT_VERSYM, DT_VERNEED, DT_VERNEEDNUM})
    set_fresh(f"copy-{abi.name}", key)
    return copy


def drop_dynamic_tags(path, tags):
    """Removes entries from an ELF file's dynamic section in place (DT_NULL fills the end)."""
    data = bytearray(path.read_bytes())
    if data[:4] != b"\x7fELF" or data[5] != 1:
        raise BuildError(f"{path}: not a little-endian ELF file")
    wide = data[4] == 2
    phoff, = struct.unpack_from("<Q" if wide else "<I", data, 0x20 if wide else 0x1c)
    phentsize, phnum = struct.unpack_from("<HH", data, 0x36 if wide else 0x2a)
    entry = "<qQ" if wide else "<iI"
    size = struct.calcsize(entry)
    for i in range(phnum):
        header = phoff + i * phentsize
        if struct.unpack_from("<I", data, header)[0] != 2:  # PT_DYNAMIC
            continue
        if wide:  # p_offset and p_filesz of an Elf64_Phdr, or of an Elf32_Phdr
            (offset,), (length,) = (struct.unpack_from("<Q", data, header + o) for o in (8, 32))
        else:
            (offset,), (length,) = (struct.unpack_from("<I", data, header + o) for o in (4, 16))
        entries = [struct.unpack_from(entry, data, offset + k * size)
                   for k in range(length // size)]
        kept = [e for e in entries if e[0] not in tags]
        for k, e in enumerate(kept + [(0, 0)] * (len(entries) - len(kept))):
            struct.pack_into(entry, data, offset + k * size, *e)
    path.write_bytes(data)


def run_driver(exe, so, checksums, qemu=None, gnu=None):
    """The driver's output for one library: (exit status, stdout, last stderr line)."""
    cmd = [qemu, "-L", f"/usr/{gnu}"] if qemu else []
    env = dict(os.environ, RUST_BACKTRACE="0")  # the panic's message only, no symbolizing
    try:
        p = subprocess.run([*map(str, cmd), str(exe), str(so), *checksums],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
                           timeout=600)
    except subprocess.TimeoutExpired:
        return -1, "", "kiela-smoke: no answer in 600 s"
    errors = [line for line in p.stderr.splitlines() if line.strip()]
    return p.returncode, p.stdout, errors[-1] if errors else ""


def sections(text):
    """The driver's output split at its "== name" lines: {name: [lines]}."""
    result, current = {}, None
    for line in text.splitlines():
        if line.startswith("== "):
            current = result.setdefault(line[3:], [])
        elif current is not None:
            current.append(line)
    return result


def first_difference(want, got, source="the host"):
    for i, (a, b) in enumerate(zip(want, got)):
        if a != b:
            return f"line {i + 1}: {source} {a[:120]!r}, here {b[:120]!r}"
    return f"{len(want)} lines from {source}, {len(got)} here"


def bindings_checksums():
    """The contract version and checksums the Kotlin bindings check when the app loads them."""
    kotlin = (REPO / "bindings/kotlin/app/kiela/core/kiela.kt").read_text()
    version = re.search(r"bindings_contract_version = (\d+)", kotlin)
    found = dict(re.findall(r"lib\.(uniffi_kiela_session_checksum_\w+)\(\) and 0xFFFF\) != (\d+)",
                            kotlin))
    lines = [f"contract_version {version.group(1) if version else '?'}"]
    return lines + [f"{name} {value}" for name, value in sorted(found.items())]


_host_runs = {}


def host_output(host_so, checksums):
    key = (str(host_so), Path(host_so).stat().st_mtime_ns)
    if key not in _host_runs:
        _host_runs[key] = run_driver(build_driver(HOST_GNU), host_so, checksums)
    return _host_runs[key]


def smoke_test(abi, so_path, host_so_path, log=print):
    """Runs the driver on the host library and on this ABI's: [(name, ok, detail)]."""
    abi = ABI[abi]
    where = f"under {abi.qemu}" if abi.qemu else "natively"
    try:
        smoke_tools(abi, log)
        checksums = sorted(n for n in exports(host_so_path)
                           if n.startswith("uniffi_kiela_session_checksum_"))
        host_status, host_out, host_error = host_output(host_so_path, checksums)
        driver, copy = build_driver(abi.gnu), loadable_copy(abi, so_path)
    except (BuildError, OSError) as e:
        return [(f"{abi.name} smoke: the driver runs the library {where}", False, str(e))]
    start = time.monotonic()
    status, got, error = run_driver(driver, copy, checksums, abi.qemu, abi.gnu)
    took = time.monotonic() - start
    checks = [(f"{abi.name} smoke: the driver runs the library {where}", status == 0,
               error if status else f"{took:.1f} s")]
    if host_status != 0:
        return checks + [(f"{abi.name} smoke: the host library runs", False, host_error)]
    want, have = sections(host_out), sections(got)
    for name, lines in want.items():
        ok = have.get(name) == lines
        checks.append((f"{abi.name} smoke: {name}: as on the host", ok,
                       f"{len(lines)} lines" if ok else
                       "not reached" if name not in have else first_difference(lines, have[name])))
    bindings, contract = bindings_checksums(), have.get(CONTRACT, [])
    checks.append((f"{abi.name} smoke: the contract version and checksums the Kotlin bindings "
                   "check at load", contract == bindings,
                   f"{len(bindings) - 1} checksums" if contract == bindings else
                   first_difference(bindings, contract, "bindings/kotlin")))
    return checks


# ---------- by hand ----------

def main(argv):
    abis = argv or ABIS
    if not set(abis) <= set(ABIS):
        print(f"usage: tests/android/native.py [{' '.join(ABIS)}]", file=sys.stderr)
        return 2
    passed = failed = 0
    start = time.monotonic()
    try:
        libraries = build_libraries(abis)
        built = time.monotonic()
        host = host_library()
    except BuildError as e:
        libraries, built, checks = {}, time.monotonic(), [("build", False, str(e))]
    else:
        checks = []
        for abi in abis:
            if libraries.get(abi):
                checks += check_library(abi, libraries[abi], host)
                checks += smoke_test(abi, libraries[abi], host)
    for name, ok, detail in checks:
        passed, failed = passed + ok, failed + (not ok)
        print(f"{'PASS' if ok else 'FAIL'} {name}{': ' + detail if detail else ''}")
    print(f"build {built - start:.1f} s, all {time.monotonic() - start:.1f} s")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
