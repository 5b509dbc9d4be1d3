// The Kiela Android app. The Rust core lives one level up (../rust); the UniFFI
// Kotlin bindings in ../bindings/kotlin are compiled into the app module directly.
pluginManagement {
    repositories {
        // AGP and other Android plugins come from Google's repository; the filter keeps
        // Gradle from asking it (and waiting on it) for everything else.
        google {
            content {
                includeGroupByRegex("com\\.android.*")
                includeGroupByRegex("com\\.google.*")
                includeGroupByRegex("androidx.*")
            }
        }
        mavenCentral()
        gradlePluginPortal()
    }
}

plugins {
    // Lets Gradle download the JDK 21 that the unit tests run on (app/build.gradle.kts) where
    // no JDK 21 is installed.
    id("org.gradle.toolchains.foojay-resolver-convention") version "1.0.0"
}

dependencyResolutionManagement {
    // Every repository is declared here, so a module can't quietly add its own.
    repositoriesMode.set(RepositoriesMode.FAIL_ON_PROJECT_REPOS)
    repositories {
        google()
        mavenCentral()
    }
}

rootProject.name = "kiela"
include(":app")
