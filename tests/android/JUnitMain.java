// Runs every JUnit 4 test class under a directory of compiled tests and reports each test
// method, ending with "junit: N passed, N failed" (tests/android/run adds these to its counts).
// Started by the Java launcher from source: java -cp <test classpath> JUnitMain.java <dir>
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.Test;
import org.junit.runner.Description;
import org.junit.runner.JUnitCore;
import org.junit.runner.RunWith;
import org.junit.runner.notification.Failure;
import org.junit.runner.notification.RunListener;

public class JUnitMain {
    public static void main(String[] args) throws Exception {
        Path root = Path.of(args[0]);
        // KIELA_ANDROID_TESTS=Restore runs only the classes whose name contains it (a developer's loop).
        String only = System.getenv("KIELA_ANDROID_TESTS");
        List<Class<?>> classes = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".class")).sorted().toList()) {
                String name = root.relativize(f).toString().replace('/', '.').replaceAll("\\.class$", "");
                if (name.contains("$")) continue;
                // Not initialised: Robolectric loads the class again in its sandbox.
                Class<?> c = Class.forName(name, false, JUnitMain.class.getClassLoader());
                if (isTestClass(c) && (only == null || name.contains(only))) classes.add(c);
            }
        }
        int[] counts = new int[3]; // passed, failed, skipped
        JUnitCore core = new JUnitCore();
        core.addListener(new RunListener() {
            private String outcome;

            @Override public void testStarted(Description d) { outcome = "PASS"; }

            @Override public void testFailure(Failure f) {
                // A failure outside any test (a @BeforeClass, a class rule) has no start or finish.
                if (f.getDescription().getMethodName() == null) counts[1]++;
                else outcome = "FAIL";
                System.out.println("FAIL " + name(f.getDescription()) + "\n" + indent(f.getTrace()));
            }

            @Override public void testAssumptionFailure(Failure f) {
                outcome = "SKIP";
                System.out.println("SKIP " + name(f.getDescription()) + ": " + f.getMessage());
            }

            @Override public void testIgnored(Description d) {
                counts[2]++;
                System.out.println("SKIP " + name(d) + " (@Ignore)");
            }

            @Override public void testFinished(Description d) {
                switch (outcome) {
                    case "PASS" -> { counts[0]++; System.out.println("PASS " + name(d)); }
                    case "FAIL" -> counts[1]++;
                    default -> counts[2]++;
                }
            }
        });
        core.run(classes.toArray(new Class<?>[0]));
        if (counts[2] > 0) System.out.printf("junit: %d skipped%n", counts[2]);
        System.out.printf("junit: %d passed, %d failed%n", counts[0], counts[1]);
        System.exit(counts[1] == 0 ? 0 : 1);
    }

    private static boolean isTestClass(Class<?> c) {
        if (c.isInterface() || Modifier.isAbstract(c.getModifiers())) return false;
        if (c.isAnnotationPresent(RunWith.class)) return true;
        for (Method m : c.getMethods()) if (m.isAnnotationPresent(Test.class)) return true;
        return false;
    }

    private static String name(Description d) {
        return d.getMethodName() == null ? d.getClassName() : d.getClassName() + "." + d.getMethodName();
    }

    // The head of a stack trace and of each of its causes, indented.
    private static String indent(String trace) {
        StringBuilder out = new StringBuilder();
        int kept = 0;
        for (String line : trace.split("\n")) {
            if (line.startsWith("Caused by:")) kept = 0;
            if (kept++ < 8) out.append("    ").append(line).append('\n');
        }
        return out.toString().stripTrailing();
    }
}
