plugins {
    alias(libs.plugins.android.application)
    alias(libs.plugins.kotlin.compose)
}

// The repository root (android/ is one level below it): the Rust workspace and the bindings.
val repoRoot: Directory = rootProject.layout.projectDirectory.dir("..")
// cargo-ndk writes <abi>/libkiela_ffi.so here; the directory is a jniLibs source below.
val rustJniLibs: Provider<Directory> = layout.buildDirectory.dir("rustJniLibs")

android {
    namespace = "app.kiela"
    compileSdk = 36
    // The NDK that cargo-ndk links with and AGP strips with (r28+ aligns to 16 KB by default).
    ndkVersion = "28.2.13676358"

    defaultConfig {
        applicationId = "app.kiela"
        minSdk = 24
        targetSdk = 36
        versionCode = 1
        versionName = "0.1.0"
        // Only the ABIs the Rust library is built for, so no ABI ships without it.
        ndk { abiFilters += listOf("arm64-v8a", "armeabi-v7a", "x86_64") }
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
            jniLibs.srcDir(rustJniLibs)
        }
    }

    testOptions {
        unitTests {
            // Robolectric and Compose UI tests need the merged resources and manifest.
            isIncludeAndroidResources = true
            all { test ->
                // Real pixels for Roborazzi screenshots instead of Robolectric's legacy stubs.
                test.systemProperty("robolectric.graphicsMode", "NATIVE")
                // JVM tests load the host build of the Rust library (see cargoHost below).
                test.systemProperty("jna.library.path", repoRoot.dir("target/release").asFile.absolutePath)
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

// Builds the Rust library for the three Android ABIs with cargo-ndk into rustJniLibs.
// Needs the rustup targets aarch64-linux-android, armv7-linux-androideabi and
// x86_64-linux-android, and `cargo install cargo-ndk` (see README).
val cargoNdk by tasks.registering(Exec::class) {
    group = "build"
    description = "Builds libkiela_ffi.so for arm64-v8a, armeabi-v7a and x86_64 with cargo-ndk."
    val outDir = rustJniLibs.get().asFile
    val ndkDir = androidComponents.sdkComponents.ndkDirectory
    workingDir = repoRoot.asFile
    commandLine(
        "cargo", "ndk",
        "-t", "arm64-v8a", "-t", "armeabi-v7a", "-t", "x86_64",
        "-o", outDir.absolutePath,
        "build", "--release", "-p", "kiela-ffi",
    )
    // 16 KB page alignment for Android 15+ devices. RUSTFLAGS rather than
    // CARGO_TARGET_<TRIPLE>_RUSTFLAGS: cargo-ndk folds RUSTFLAGS into the
    // CARGO_ENCODED_RUSTFLAGS it sets, which would override a per-target setting.
    // With an explicit --target (cargo-ndk passes one) RUSTFLAGS reaches only the Android
    // artifacts, not host build scripts. A developer's own RUSTFLAGS are kept in front.
    val pageSize = "-C link-arg=-Wl,-z,max-page-size=16384"
    environment("RUSTFLAGS", listOfNotNull(System.getenv("RUSTFLAGS"), pageSize).joinToString(" "))
    doFirst {
        // cargo-ndk finds the NDK through ANDROID_NDK_HOME; default to the one AGP uses
        // (ndkVersion above), looked up only when the task runs.
        if (System.getenv("ANDROID_NDK_HOME") == null) {
            (this as Exec).environment("ANDROID_NDK_HOME", ndkDir.get().asFile.absolutePath)
        }
    }
    // Inputs and outputs let Gradle skip the task when no Rust source changed.
    inputs.files(
        fileTree(repoRoot.dir("rust")) { exclude("**/target/**") },
        repoRoot.file("Cargo.toml"),
        repoRoot.file("Cargo.lock"),
    )
    outputs.dir(outDir)
}

// Builds the host library that JVM unit tests load through JNA (jna.library.path above).
val cargoHost by tasks.registering(Exec::class) {
    group = "build"
    description = "Builds libkiela_ffi for this machine, for JVM unit tests."
    workingDir = repoRoot.asFile
    commandLine("cargo", "build", "--release", "-p", "kiela-ffi")
}

// The jniLibs source directory is filled by a task, so everything that reads it must run
// after it: preBuild for the whole variant, and the jniLibs merge tasks explicitly, so that
// Gradle's check for undeclared task dependencies is satisfied too.
tasks.named("preBuild") { dependsOn(cargoNdk) }
// (configureEach keeps task creation lazy; a name test is all AGP's API offers here.)
tasks.configureEach {
    if (name.startsWith("merge") && name.endsWith("JniLibFolders")) dependsOn(cargoNdk)
}
tasks.withType<Test>().configureEach { dependsOn(cargoHost) }
