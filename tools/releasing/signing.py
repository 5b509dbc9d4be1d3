"""The release key: from the environment when given, else a local key clearly named as not for
publishing, made once with keytool in ~/.config/kiela/ (the same parameters as Gradle's
localReleaseKey task, so both builds sign with the same local key).

  KIELA_KEYSTORE           the keystore (PKCS12 or JKS)
  KIELA_KEYSTORE_PASSWORD  its password
  KIELA_KEY_ALIAS          the key's alias
  KIELA_KEY_PASSWORD       the key's password (default: the keystore's)

The signatures are deterministic (RSA PKCS#1 v1.5, no signing time: the bundle's JAR
signature is made by apksigner, as jarsigner would but without its timestamp), so two builds of the same
commit signed with the same key are byte-identical."""

import os
import subprocess
from pathlib import Path
from typing import NamedTuple

LOCAL_KEYSTORE = Path.home() / ".config/kiela/kiela-local-NOT-FOR-PUBLISHING.p12"
LOCAL_PASSWORD = "kiela-local-not-for-publishing"
LOCAL_ALIAS = "kiela-local"


class Key(NamedTuple):
    keystore: Path
    store_password: str
    alias: str
    key_password: str
    local: bool  # the local key: never for a store


def release_key():
    ks = os.environ.get("KIELA_KEYSTORE")
    if ks:
        missing = [v for v in ("KIELA_KEYSTORE_PASSWORD", "KIELA_KEY_ALIAS") if not os.environ.get(v)]
        if missing:
            raise SystemExit(f"tools/release: KIELA_KEYSTORE is set but not {', '.join(missing)}")
        store = os.environ["KIELA_KEYSTORE_PASSWORD"]
        return Key(Path(ks), store, os.environ["KIELA_KEY_ALIAS"],
                   os.environ.get("KIELA_KEY_PASSWORD") or store, False)
    if not LOCAL_KEYSTORE.exists():
        LOCAL_KEYSTORE.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run(["keytool", "-genkeypair", "-keystore", str(LOCAL_KEYSTORE),
                        "-storetype", "PKCS12", "-storepass", LOCAL_PASSWORD,
                        "-keypass", LOCAL_PASSWORD, "-alias", LOCAL_ALIAS, "-keyalg", "RSA",
                        "-keysize", "3072", "-validity", "10000",
                        "-dname", "CN=Kiela local build NOT FOR PUBLISHING"],
                       check=True, capture_output=True)
        print(f"    made the local key {LOCAL_KEYSTORE}")
    return Key(LOCAL_KEYSTORE, LOCAL_PASSWORD, LOCAL_ALIAS, LOCAL_PASSWORD, True)


def apksigner_options(key):
    return ["--ks", key.keystore, "--ks-pass", f"pass:{key.store_password}",
            "--key-pass", f"pass:{key.key_password}", "--ks-key-alias", key.alias]


def bundletool_options(key):
    return [f"--ks={key.keystore}", f"--ks-pass=pass:{key.store_password}",
            f"--ks-key-alias={key.alias}", f"--key-pass=pass:{key.key_password}"]


def jar_signature_options(key, min_sdk):
    """apksigner's options for a JAR (v1) signature only, which an App Bundle carries: the
    signature jarsigner makes, but without jarsigner's signing time, so deterministic."""
    return [*apksigner_options(key), "--min-sdk-version", str(min_sdk),
            "--v1-signing-enabled", "true", "--v2-signing-enabled", "false",
            "--v3-signing-enabled", "false", "--v4-signing-enabled", "false"]
