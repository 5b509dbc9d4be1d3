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
// tests/android/run reads this list, minSdk, targetSdk and the versions from this file.
val androidAbis = listOf("arm64-v8a", "armeabi-v7a", "x86_64")

android {
    namespace = "app.kiela"
    compileSdk = 36
    // The NDK that cargo-ndk links with and AGP strips with (r28+ links for 16 KB pages).
    ndkVersion = "28.2.13676358"

    defaultConfig {
        applicationId = "app.kiela"
        minSdk = 24
        targetSdk = 36
        versionCode = 1
        versionName = "0.1.0"
        // Only the ABIs the Rust library is built for, so no ABI ships without it.
        ndk { abiFilters += androidAbis }
    }

    buildTypes {
        release {
            isMinifyEnabled = true
            isShrinkResources = true
            proguardFiles(getDefaultProguardFile("proguard-android-optimize.txt"), "proguard-rules.pro")
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
}

// ---------- The Rust library ----------

// Builds libkiela_ffi.so with cargo-ndk for some ABIs into <outputDir>/<abi>/. Each variant has
// its own, registered as a generated jniLibs source of that variant (androidComponents below),
// so Gradle knows which task makes the folder and runs it before anything reads it.
// Needs the rustup targets of those ABIs and `cargo install cargo-ndk` (see README).
abstract class CargoNdk : DefaultTask() {
    @get:Input abstract val abis: ListProperty<String>
    @get:Input abstract val cargoProfile: Property<String>
    @get:Input abstract val minSdk: Property<Int>
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
        execOperations.exec {
            workingDir = workspace.get().asFile
            commandLine(buildList {
                addAll(listOf("cargo", "ndk", "--platform", minSdk.get().toString()))
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
            val pageSize = "-C link-arg=-Wl,-z,max-page-size=16384"
            environment("RUSTFLAGS", listOfNotNull(System.getenv("RUSTFLAGS"), pageSize).joinToString(" "))
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

androidComponents {
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
    commandLine("cargo", "build", "--locked", "--profile", "ci", "-p", "kiela-ffi")
}

tasks.withType<Test>().configureEach {
    dependsOn(cargoHost)
    // Robolectric runs SDK 36 only on JDK 21 or newer, whatever JDK runs Gradle itself; the
    // toolchain resolver in settings.gradle.kts downloads one where none is installed.
    javaLauncher.set(javaToolchains.launcherFor { languageVersion.set(JavaLanguageVersion.of(21)) })
}
