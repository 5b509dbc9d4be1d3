"""The files beside the APK and the bundle: the native debug symbols as Play Console takes them
and SHA256SUMS."""

import hashlib
import zipfile

import androidbuild as ab
import native


def unstripped_libraries():
    """{abi: the unstripped libkiela_ffi.so cargo built (release profile, line tables)}."""
    return {abi: ab.CARGO_TARGET / native.ABI[abi].rust / "release" / native.LIB for abi in ab.ABIS}


def debug_symbols(out):
    """<abi>/libkiela_ffi.so, unstripped, for each ABI: the zip Play Console's "native debug
    symbols" upload takes (AGP's debugSymbolLevel FULL makes the same layout)."""
    libs = unstripped_libraries()
    missing = [str(p) for p in libs.values() if not p.is_file()]
    if missing:
        raise ab.Failed(f"no unstripped library: {', '.join(missing)}")
    with zipfile.ZipFile(out, "w") as z:
        for abi, so in sorted(libs.items()):
            z.writestr(ab.entry(f"{abi}/{so.name}"), so.read_bytes(), zipfile.ZIP_DEFLATED)
    print(f"    {out} ({out.stat().st_size / 1e6:.1f} MB)")
    return out


def sha256(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def write_sums(dist, names):
    """SHA256SUMS in sha256sum's format (`sha256sum -c SHA256SUMS` checks it)."""
    lines = [f"{sha256(dist / n)}  {n}\n" for n in sorted(names)]
    (dist / "SHA256SUMS").write_text("".join(lines))
    return {name: digest for digest, name in (l.split() for l in lines)}
