"""The Android App Bundle: the app's resources linked again in aapt2's proto format, one module
`base` (manifest/, dex/, lib/, res/, assets/, resources.pb), `bundletool build-bundle` with a
BundleConfig as AGP writes it (native libraries stored, on 16 KB pages; the sounds stored), a
JAR signature, then `bundletool validate` and `bundletool build-apks`, which proves the bundle
turns back into installable APKs."""

import json
import shutil
import subprocess
import zipfile
from pathlib import Path

import androidbuild as ab
import signing

BUNDLE_CONFIG = {
    "optimizations": {
        "splitsConfig": {"splitDimension": [{"value": "ABI"}, {"value": "SCREEN_DENSITY"},
                                            {"value": "LANGUAGE"}]},
        "uncompressNativeLibraries": {"enabled": True, "alignment": "PAGE_ALIGNMENT_16K"},
    },
    "compression": {"uncompressedGlob": [f"assets/**.{ext}" for ext in ab.NO_COMPRESS]},
}


def bundletool_command(*args):
    """bundletool from Maven (its jar there has no Main-Class: the class, on its dependencies)."""
    return ["java", "-cp", ab.cp(ab.tool_jars("bundletool")),
            "com.android.tools.build.bundletool.BundleToolMain", *args]


def bundletool(*args, quiet=True):
    return ab.run(bundletool_command(*args), quiet=quiet)


def proto_resources(runtime, res):
    """aapt2 link --proto-format of the app's resources, with the ids the dex was compiled
    against (the first link's --emit-ids)."""
    return ab.link("app-proto", res.app_manifest, ab.compiled_library_res(runtime),
                   ab.OUT / "res/app.zip", runtime,
                   extra=["--proto-format", "--stable-ids", ab.OUT / "link/app-ids.txt"])


def module_zip(proto_apk, dex_dir, native_libs, out):
    """The base module: the proto APK's entries moved where a bundle module has them."""
    with zipfile.ZipFile(proto_apk) as src, zipfile.ZipFile(out, "w") as z:
        for info in src.infolist():
            name = info.filename
            if name == "AndroidManifest.xml":
                name = "manifest/AndroidManifest.xml"
            elif not (name == "resources.pb" or name.startswith(("res/", "assets/"))):
                continue
            z.writestr(ab.entry(name), src.read(info), zipfile.ZIP_DEFLATED)
        for dex in sorted(dex_dir.glob("*.dex")):
            z.writestr(ab.entry(f"dex/{dex.name}"), dex.read_bytes(), zipfile.ZIP_DEFLATED)
        for arcname, so in native_libs:
            z.writestr(ab.entry(arcname), so.read_bytes(), zipfile.ZIP_DEFLATED)
    return out


def build_bundle(runtime, res, dex_dir, native_libs, key, out):
    work = ab.fresh_dir(ab.OUT / "release/bundle")
    proto = proto_resources(runtime, res) / "resources.apk"
    base = module_zip(proto, dex_dir, native_libs, work / "base.zip")
    config = work / "BundleConfig.json"
    config.write_text(json.dumps(BUNDLE_CONFIG, indent=2) + "\n")
    unsigned = work / "unsigned.aab"
    bundletool("build-bundle", f"--modules={base}", f"--config={config}", f"--output={unsigned}")
    ab.run(["apksigner", "sign", *signing.jar_signature_options(key, ab.MIN_SDK), "--out", out,
            unsigned], quiet=True)
    print(f"    {out} ({out.stat().st_size / 1e6:.1f} MB)")
    return out


def validate(aab):
    p = subprocess.run([str(c) for c in bundletool_command("validate", f"--bundle={aab}")],
                       capture_output=True, text=True)
    ab.check("aab: bundletool validate", p.returncode == 0, (p.stdout + p.stderr)[-600:])
    p = subprocess.run(["jarsigner", "-verify", "-strict", str(aab)], capture_output=True, text=True)
    # -strict fails on a self-signed certificate, as every upload key is: only "jar verified" counts.
    ab.check("aab: JAR signature (jarsigner -verify)", "jar verified" in p.stdout, p.stdout[-400:])


def build_apks(aab, key, work, mode):
    """bundletool build-apks --mode=`mode` with the release key: {name: APK extracted} from the
    .apks (universal: universal.apk; default: the split APKs Play serves, splits/*.apk)."""
    apks = work / f"kiela-{mode}.apks"
    try:
        bundletool("build-apks", f"--bundle={aab}", f"--output={apks}", "--overwrite",
                   f"--mode={mode}", *signing.bundletool_options(key),
                   # Debian's aapt2: the Maven jar does not carry bundletool's own.
                   f"--aapt2={shutil.which('aapt2')}")
    except ab.Failed as e:
        ab.check(f"aab: bundletool build-apks --mode={mode}", False, str(e))
        return {}
    out = ab.fresh_dir(work / mode)
    found = {}
    with zipfile.ZipFile(apks) as z:
        for name in z.namelist():
            if name.endswith(".apk"):
                found[name] = out / Path(name).name
                found[name].write_bytes(z.read(name))
    ab.check(f"aab: bundletool build-apks --mode={mode} ({len(found)} APKs)", bool(found))
    return found
