import com.android.build.api.variant.HasHostTestsBuilder
import com.android.build.api.variant.HostTestBuilder
import java.io.ByteArrayOutputStream
import javax.inject.Inject
import org.gradle.process.ExecOperations

plugins {
    alias(libs.plugins.android.application)
    alias(libs.plugins.kotlin.compose)
    alias(libs.plugins.roborazzi)
}

// The repository root (android/ is one level below it): the Rust workspace and the bindings.
val repoRoot: Directory = rootProject.layout.projectDirectory.dir("..")
// Every ABI the Rust library is built for, and so every ABI the app ships (abiFilters below).
// tests/android/run reads this list, minSdk and targetSdk from this file (the version from tools/version).
val androidAbis = listOf("arm64-v8a", "armeabi-v7a", "x86_64")

// The version, from git: `tools/version` prints "CODE NAME" (the commit count, and the tag
// vX.Y.Z or X.Y.Z-dev.N+gHASH), the one rule tools/release and the verification build read too.
// A shallow clone has too few commits for the code: fetch the whole history (CI does).
val appVersion: List<String> = providers.exec {
    commandLine(repoRoot.file("tools/version").asFile.absolutePath)
    workingDir = repoRoot.asFile
}.standardOutput.asText.get().trim().split(" ")
check(appVersion.size == 2) { "tools/version printed '${appVersion.joinToString(" ")}', not 'CODE NAME'" }

// A setting from a Gradle property (-Pkiela.keystore=…, ~/.gradle/gradle.properties) or else
// from the environment (KIELA_KEYSTORE…, as tools/release and CI read them).
fun setting(property: String, env: String): String? =
    providers.gradleProperty(property).orElse(providers.environmentVariable(env)).orNull?.takeIf(String::isNotEmpty)

// The release key: the one given (a Play upload key) or else the local key that tools/release
// makes on first use, named so nobody publishes with it. Its alias and passwords are fixed and
// not secret: it only lets a person install and update their own builds.
val localKey = File(System.getProperty("user.home"), ".config/kiela/kiela-local-NOT-FOR-PUBLISHING.p12")
val localKeyAlias = "kiela-local"
val localKeyPassword = "kiela-local-not-for-publishing"
val givenKeystore = setting("kiela.keystore", "KIELA_KEYSTORE")

android {
    namespace = "app.kiela"
    compileSdk = 36
    // The NDK that cargo-ndk links with and AGP strips with (r28+ links for 16 KB pages).
    ndkVersion = "28.2.13676358"

    defaultConfig {
        applicationId = "app.kiela"
        minSdk = 24
        targetSdk = 36
        versionCode = appVersion[0].toInt()
        versionName = appVersion[1]
        // Only the ABIs the Rust library is built for, so no ABI ships without it.
        ndk { abiFilters += androidAbis }
        // The instrumented test (src/androidTest: start the app, tap a house, see the board change).
        testInstrumentationRunner = "androidx.test.runner.AndroidJUnitRunner"
    }

    signingConfigs {
        create("release") {
            if (givenKeystore != null) {
                storeFile = file(givenKeystore)
                storePassword = setting("kiela.keystorePassword", "KIELA_KEYSTORE_PASSWORD")
                keyAlias = setting("kiela.keyAlias", "KIELA_KEY_ALIAS")
                keyPassword = setting("kiela.keyPassword", "KIELA_KEY_PASSWORD") ?: storePassword
            } else {
                storeFile = localKey
                storePassword = localKeyPassword
                keyAlias = localKeyAlias
                keyPassword = localKeyPassword
            }
        }
    }

    buildTypes {
        release {
            isMinifyEnabled = true
            isShrinkResources = true
            proguardFiles(getDefaultProguardFile("proguard-android-optimize.txt"), "proguard-rules.pro")
            signingConfig = signingConfigs.getByName("release")
            // The unstripped libraries' symbols, packaged for Play's crash reports (the bundle's
            // BUNDLE-METADATA, or native-debug-symbols.zip beside the APK).
            ndk { debugSymbolLevel = "FULL" }
        }
    }

    compileOptions {
        sourceCompatibility = JavaVersion.VERSION_17
        targetCompatibility = JavaVersion.VERSION_17
    }

    buildFeatures {
        compose = true
    }

    sourceSets {
        getByName("main") {
            // The generated UniFFI bindings (package app.kiela.core) are compiled as app sources,
            // so they always match the Rust library built from the same checkout.
            kotlin.srcDir(repoRoot.dir("bindings/kotlin").asFile)
            // The game's sounds (made by tools/sounds/make), at the root of the assets.
            assets.srcDir(repoRoot.dir("sounds").asFile)
        }
    }

    androidResources {
        // SoundPool opens each sound with AssetManager.openFd, which needs it stored, not deflated.
        noCompress += "wav"
    }

    testOptions {
        unitTests {
            // Robolectric and Compose UI tests need the merged resources and manifest.
            isIncludeAndroidResources = true
            all { test ->
                // Real pixels for Roborazzi screenshots instead of Robolectric's legacy stubs.
                test.systemProperty("robolectric.graphicsMode", "NATIVE")
                // JVM tests load the host build of the Rust library (see cargoHost below).
                test.systemProperty("jna.library.path", repoRoot.dir("target/ci").asFile.absolutePath)
            }
        }
    }

    packaging {
        jniLibs {
            // Keep the .so files uncompressed and page-aligned in the APK, so they are mapped
            // in place (required for 16 KB page devices to load them without extraction).
            useLegacyPackaging = false
        }
    }
}

// The screenshots' goldens, committed: `./gradlew verifyRoborazziDebug` fails on a picture that
// changed, `./gradlew recordRoborazziDebug` records them again on purpose (as
// `KIELA_RECORD_SCREENSHOTS=1 tests/android/run` does).
roborazzi {
    outputDir.set(layout.projectDirectory.dir("src/test/screenshots"))
}

dependencies {
    implementation(platform(libs.androidx.compose.bom))
    implementation(libs.androidx.core.ktx)
    implementation(libs.androidx.activity.compose)
    implementation(libs.androidx.lifecycle.runtime.compose)
    implementation(libs.androidx.lifecycle.viewmodel.compose)
    implementation(libs.androidx.compose.ui)
    implementation(libs.androidx.compose.foundation)
    implementation(libs.androidx.compose.material3)
    // `jna@aar`: the AAR carries libjnidispatch.so for each Android ABI.
    implementation(variantOf(libs.jna) { artifactType("aar") })

    testImplementation(platform(libs.androidx.compose.bom))
    testImplementation(libs.junit)
    testImplementation(libs.robolectric)
    testImplementation(libs.androidx.test.ext.junit)
    testImplementation(libs.androidx.compose.ui.test.junit4)
    testImplementation(libs.roborazzi)
    testImplementation(libs.roborazzi.compose)
    // The plain jar adds the host's libjnidispatch for JVM tests (the AAR has only Android's).
    testImplementation(libs.jna)
    // Declares the ComponentActivity that createComposeRule() launches.
    debugImplementation(libs.androidx.compose.ui.test.manifest)

    // The instrumented test, on a device or emulator (`./gradlew connectedDebugAndroidTest`).
    androidTestImplementation(platform(libs.androidx.compose.bom))
    androidTestImplementation(libs.junit)
    androidTestImplementation(libs.androidx.test.ext.junit)
    androidTestImplementation(libs.androidx.test.runner)
    androidTestImplementation(libs.androidx.compose.ui.test.junit4)
}

// ---------- The Rust library ----------

// Builds libkiela_ffi.so with cargo-ndk for some ABIs into <outputDir>/<abi>/. Each variant has
// its own, registered as a generated jniLibs source of that variant (androidComponents below),
// so Gradle knows which task makes the folder and runs it before anything reads it.
// Needs the rustup targets of those ABIs and cargo-ndk at the pinned version (cargoNdkPinned
// below; docs/android-gradle.md).
abstract class CargoNdk : DefaultTask() {
    @get:Input abstract val abis: ListProperty<String>
    @get:Input abstract val cargoProfile: Property<String>
    @get:Input abstract val minSdk: Property<Int>
    // The cargo that runs (kiela.cargo, CARGO, ~/.cargo/bin/cargo or the PATH's) and the one
    // cargo-ndk version the build accepts.
    @get:Input abstract val cargo: Property<String>
    @get:Input abstract val cargoNdkVersion: Property<String>
    // rustc's --remap-path-prefix flags: the checkout's and the registry's paths written as
    // fixed names, so two checkouts in different folders build the same library.
    @get:Input abstract val remapFlags: ListProperty<String>
    // What the library is built from; cargo itself decides what to rebuild.
    @get:InputFiles @get:PathSensitive(PathSensitivity.RELATIVE)
    abstract val rustSources: ConfigurableFileCollection
    @get:Internal abstract val workspace: DirectoryProperty
    @get:Internal abstract val ndkDirectory: DirectoryProperty
    @get:OutputDirectory abstract val outputDir: DirectoryProperty
    @get:Inject abstract val execOperations: ExecOperations

    @TaskAction
    fun build() {
        val out = outputDir.get().asFile
        out.deleteRecursively() // only this build's ABIs, none left from an earlier one
        val cargoExe = cargo.get()
        // cargo's own folder first on the PATH: rustc, and cargo-ndk installed beside it.
        val path = listOfNotNull(File(cargoExe).parentFile?.absolutePath, System.getenv("PATH"))
            .joinToString(File.pathSeparator)
        val version = ByteArrayOutputStream()
        val probe = execOperations.exec {
            workingDir = workspace.get().asFile
            commandLine(cargoExe, "ndk", "--version")
            environment("PATH", path)
            standardOutput = version
            errorOutput = ByteArrayOutputStream()
            isIgnoreExitValue = true
        }
        val wanted = cargoNdkVersion.get()
        if (probe.exitValue != 0 || version.toString().trim().split(" ").lastOrNull() != wanted) {
            throw GradleException(
                "The build needs cargo-ndk $wanted (found: ${version.toString().trim().ifEmpty { "none" }}, " +
                    "with cargo $cargoExe). Install it with:\n" +
                    "    cargo install cargo-ndk --version $wanted --locked"
            )
        }
        execOperations.exec {
            workingDir = workspace.get().asFile
            environment("PATH", path)
            commandLine(buildList {
                addAll(listOf(cargoExe, "ndk", "--platform", minSdk.get().toString()))
                abis.get().forEach { addAll(listOf("-t", it)) }
                addAll(listOf("-o", out.absolutePath))
                addAll(listOf("build", "--locked", "--profile", cargoProfile.get(), "-p", "kiela-ffi"))
            })
            // cargo-ndk finds the NDK through ANDROID_NDK_HOME: the developer's, else the one AGP
            // uses (ndkVersion above).
            if (System.getenv("ANDROID_NDK_HOME") == null) {
                environment("ANDROID_NDK_HOME", ndkDirectory.get().asFile.absolutePath)
            }
            // 16 KB pages on every ABI. NDK r28 already links the 64-bit ones so; the flag does it
            // for armeabi-v7a too (tests/android/run checks all three) and with an older NDK.
            // cargo-ndk 4 is only the linker wrapper and leaves RUSTFLAGS to cargo, which, with
            // the --target that cargo-ndk passes, applies them to the Android artifacts and not
            // to host build scripts. A developer's own RUSTFLAGS are kept in front.
            // The remapped paths as tests/android/native.py's remap_flags(), so Gradle's library
            // is reproducible too.
            val pageSize = "-C link-arg=-Wl,-z,max-page-size=16384"
            val flags = listOfNotNull(System.getenv("RUSTFLAGS"), pageSize) + remapFlags.get()
            environment("RUSTFLAGS", flags.joinToString(" "))
        }
    }
}

// The ABIs a debug build makes the library for, so that a build for one phone compiles Rust
// once: -Pkiela.abis=arm64-v8a,x86_64 if given; else the best ABI of the device Android Studio
// deploys to (it passes android.injected.build.abi) or of the one device adb sees; else all.
abstract class DebugAbis : ValueSource<List<String>, DebugAbis.Parameters> {
    interface Parameters : ValueSourceParameters {
        val requested: Property<String>
        val studioDevice: Property<String>
        val supported: ListProperty<String>
        val adb: RegularFileProperty
    }

    @get:Inject abstract val execOperations: ExecOperations

    override fun obtain(): List<String> {
        val supported = parameters.supported.get()
        parameters.requested.orNull?.let { requested ->
            val abis = requested.split(',').map(String::trim).filter(String::isNotEmpty)
            abis.firstOrNull { it !in supported }?.let {
                throw GradleException("kiela.abis: '$it' is not one of $supported")
            }
            return abis
        }
        val device = parameters.studioDevice.orNull ?: connectedDeviceAbis()
        val best = device.split(',').map(String::trim).firstOrNull(supported::contains)
        return if (best != null) listOf(best) else supported
    }

    // ro.product.cpu.abilist of the device adb sees ("" without adb, with none or with several).
    private fun connectedDeviceAbis(): String {
        val adb = parameters.adb.orNull?.asFile?.takeIf(File::canExecute) ?: return ""
        val out = ByteArrayOutputStream()
        val result = execOperations.exec {
            commandLine(adb.absolutePath, "shell", "getprop", "ro.product.cpu.abilist")
            standardOutput = out
            errorOutput = ByteArrayOutputStream()
            isIgnoreExitValue = true
        }
        return if (result.exitValue == 0) out.toString().trim() else ""
    }
}

// The cargo that builds the library: -Pkiela.cargo=…, else $CARGO, else rustup's
// ~/.cargo/bin/cargo (or $CARGO_HOME/bin/cargo), else the PATH's. Android Studio started from a
// dock has no ~/.cargo/bin on its daemon's PATH, so the PATH is the last place looked.
val cargoHome: String = providers.environmentVariable("CARGO_HOME").orNull
    ?: File(System.getProperty("user.home"), ".cargo").path
val cargoPath: String = providers.gradleProperty("kiela.cargo").orNull
    ?: providers.environmentVariable("CARGO").orNull
    ?: File(cargoHome, "bin/cargo").takeIf(File::canExecute)?.path
    ?: "cargo"
// The one cargo-ndk the build runs with (CI installs the same: .github/workflows/android.yml).
val cargoNdkPinned = "4.1.2"
// As tests/android/native.py's remap_flags(): the registry and the checkout as fixed names.
val rustRemapFlags = listOf(
    "--remap-path-prefix=${File(cargoHome, "registry").path}=/cargo/registry",
    "--remap-path-prefix=${repoRoot.asFile.absolutePath}=/kiela",
)

// Makes the local, not-for-publishing release key when no key is given and none exists yet
// (the same key tools/release makes: one key for both builds, so either updates the other).
val localReleaseKey by tasks.registering(Exec::class) {
    description = "Makes ${localKey.path}, the local release key (not for publishing)."
    // Plain values in the lambdas, not the script's: the configuration cache stores them.
    val key = localKey
    val keyGiven = givenKeystore != null
    onlyIf { !keyGiven && !key.exists() }
    doFirst { key.parentFile.mkdirs() }
    // The keytool of the JDK that runs Gradle: Android Studio's daemon may have none on its PATH.
    val keytool = File(System.getProperty("java.home"), "bin/keytool").takeIf(File::canExecute)?.path ?: "keytool"
    commandLine(
        keytool, "-genkeypair", "-keystore", localKey.path, "-storetype", "PKCS12",
        "-storepass", localKeyPassword, "-keypass", localKeyPassword, "-alias", localKeyAlias,
        "-keyalg", "RSA", "-keysize", "3072", "-validity", "10000",
        "-dname", "CN=Kiela local build NOT FOR PUBLISHING",
    )
}
tasks.matching { it.name == "validateSigningRelease" || it.name == "signReleaseBundle" }.configureEach {
    dependsOn(localReleaseKey)
}

androidComponents {
    // The release's unit tests would need the test manifest's activity, which only debug has
    // (debugImplementation ui-test-manifest): `./gradlew test` runs the debug ones only.
    beforeVariants(selector().withBuildType("release")) { variant ->
        (variant as? HasHostTestsBuilder)?.hostTests?.get(HostTestBuilder.UNIT_TEST_TYPE)?.enable = false
    }
    onVariants { variant ->
        val release = variant.buildType == "release"
        val cargoNdk = tasks.register<CargoNdk>("cargoNdk${variant.name.replaceFirstChar(Char::uppercase)}") {
            group = "build"
            description = "Builds libkiela_ffi.so for the ${variant.name} variant with cargo-ndk."
            if (release) {
                abis.set(androidAbis)
            } else {
                abis.set(providers.of(DebugAbis::class) {
                    parameters.requested.set(providers.gradleProperty("kiela.abis"))
                    parameters.studioDevice.set(providers.gradleProperty("android.injected.build.abi"))
                    parameters.supported.set(androidAbis)
                    parameters.adb.set(androidComponents.sdkComponents.adb)
                })
            }
            // Release: the whole-program optimised library that ships. Debug: the same code
            // without fat LTO, several times faster to build (Cargo.toml's android-debug profile).
            cargoProfile.set(if (release) "release" else "android-debug")
            minSdk.set(variant.minSdk.apiLevel)
            cargo.set(cargoPath)
            cargoNdkVersion.set(cargoNdkPinned)
            remapFlags.set(rustRemapFlags)
            workspace.set(repoRoot)
            ndkDirectory.set(androidComponents.sdkComponents.ndkDirectory)
            rustSources.from(
                fileTree(repoRoot.dir("rust")) { exclude("**/target/**") },
                repoRoot.file("Cargo.toml"),
                repoRoot.file("Cargo.lock"),
            )
        }
        variant.sources.jniLibs?.addGeneratedSourceDirectory(cargoNdk, CargoNdk::outputDir)
    }
}

// Builds the host library that JVM unit tests load through JNA (jna.library.path above).
val cargoHost by tasks.registering(Exec::class) {
    group = "build"
    description = "Builds libkiela_ffi for this machine, for JVM unit tests."
    workingDir = repoRoot.asFile
    commandLine(cargoPath, "build", "--locked", "--profile", "ci", "-p", "kiela-ffi")
}

tasks.withType<Test>().configureEach {
    dependsOn(cargoHost)
    // Robolectric runs SDK 36 only on JDK 21 or newer, whatever JDK runs Gradle itself; the
    // toolchain resolver in settings.gradle.kts downloads one where none is installed.
    javaLauncher.set(javaToolchains.launcherFor { languageVersion.set(JavaLanguageVersion.of(21)) })
}
