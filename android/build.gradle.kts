// AGP 9 compiles Kotlin itself ("built-in Kotlin"), so the app applies no
// org.jetbrains.kotlin.android plugin. AGP only brings an older Kotlin Gradle plugin at
// runtime; putting KGP on the build classpath here makes Gradle pick our Kotlin version,
// which must match the Compose compiler plugin's version.
buildscript {
    dependencies {
        classpath(libs.kotlin.gradle.plugin)
    }
}

plugins {
    alias(libs.plugins.android.application) apply false
    alias(libs.plugins.kotlin.compose) apply false
    alias(libs.plugins.roborazzi) apply false
}
