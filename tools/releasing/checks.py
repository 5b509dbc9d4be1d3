"""Checks of the release's artifacts, each a PASS or FAIL line through androidbuild.check."""

import subprocess
import tempfile
import zipfile
from pathlib import Path

import androidbuild as ab
import native

PAGE = native.PAGE_SIZE


def apksigner_verify(name, apk):
    p = subprocess.run(["apksigner", "verify", "--min-sdk-version", str(ab.MIN_SDK), str(apk)],
                       capture_output=True, text=True)
    ab.check(f"{name}: apksigner verify", p.returncode == 0, (p.stdout + p.stderr)[-400:])


def badging(name, apk):
    """The package, versionCode and versionName aapt2 reads from the APK."""
    out = ab.run(["aapt2", "dump", "badging", apk], quiet=True).splitlines()
    package = next((l for l in out if l.startswith("package:")), "")
    want = (f"package: name='{ab.APP_PACKAGE}' versionCode='{ab.VERSION_CODE}' "
            f"versionName='{ab.VERSION_NAME}'")
    ab.check(f"{name}: {want[9:]}", package.startswith(want), package or "no package line")


def load_alignments(so_bytes):
    with tempfile.NamedTemporaryFile(suffix=".so") as f:
        f.write(so_bytes)
        f.flush()
        text = native.readelf(Path(f.name), "--program-headers")
    return [int(line.split()[-1], 16) for line in text.splitlines()
            if line.split()[:1] == ["LOAD"]]


def page_aligned_libraries(name, apk, abis):
    """Each lib/<abi>/*.so of the APK: every PT_LOAD's p_align a multiple of 16 KB (the library
    can be mapped on 16 KB pages) and its data stored at a 16 KB offset of the APK (mapped from
    the APK in place). One line per library."""
    offsets = {}
    with open(apk, "rb") as f, zipfile.ZipFile(apk) as z:
        libs = sorted((i for i in z.infolist() if i.filename.startswith("lib/")
                       and i.filename.endswith(".so")), key=lambda i: i.filename)
        for info in libs:
            f.seek(info.header_offset + 26)
            n, e = int.from_bytes(f.read(2), "little"), int.from_bytes(f.read(2), "little")
            offsets[info.filename] = (info.header_offset + 30 + n + e, info.compress_type)
        datas = {i.filename: z.read(i) for i in libs}
    found_abis = sorted({n.split("/")[1] for n in datas})
    ab.check(f"{name}: native libraries for {', '.join(abis)}", found_abis == sorted(abis),
             f"found {found_abis}")
    for lib, data in datas.items():
        aligns = load_alignments(data)
        offset, compress = offsets[lib]
        ok = (bool(aligns) and all(a % PAGE == 0 for a in aligns)
              and compress == zipfile.ZIP_STORED and offset % PAGE == 0)
        ab.check(f"{name}: {lib} on 16 KB pages (PT_LOAD p_align, stored at a 16 KB offset)", ok,
                 f"p_align {', '.join(hex(a) for a in aligns)}; "
                 f"{'stored' if compress == zipfile.ZIP_STORED else 'compressed'} at {offset}")
