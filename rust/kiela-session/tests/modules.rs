//! kiela-session's modules form a tower with no circle: no module uses, directly or through
//! others, a module that uses it. Read from the sources: every `crate::module` named in a
//! module's code (not in its comments or its tests).

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

/// Each module of `src/` (a file's stem; a folder's files belong to the module of its name) and
/// the other modules of the crate its code names.
fn module_uses() -> BTreeMap<String, BTreeSet<String>> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut uses: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut files = vec![src.clone()];
    while let Some(path) = files.pop() {
        if path.is_dir() {
            files.extend(fs::read_dir(&path).unwrap().map(|entry| entry.unwrap().path()));
            continue;
        }
        let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
        if path.extension() != Some("rs".as_ref()) || stem == "tests" || stem == "lib" {
            continue;
        }
        let module = match path.parent() {
            Some(folder) if folder != src => folder.file_name().unwrap().to_string_lossy().into_owned(),
            _ => stem,
        };
        let text = fs::read_to_string(&path).unwrap();
        let code = text.split("#[cfg(test)]").next().unwrap_or_default();
        let named = uses.entry(module.clone()).or_default();
        for line in code.lines().filter(|line| !line.trim_start().starts_with("//")) {
            for (at, _) in line.match_indices("crate::") {
                let rest = &line[at + "crate::".len()..];
                let name: String = rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
                if !name.is_empty() && name != module {
                    named.insert(name);
                }
            }
        }
    }
    uses
}

/// A circle of modules each using the next, if there is one.
fn circle(uses: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit<'a>(
        module: &'a str,
        uses: &'a BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<&'a str>,
        done: &mut BTreeSet<&'a str>,
    ) -> Option<Vec<String>> {
        if let Some(start) = path.iter().position(|&m| m == module) {
            let mut found: Vec<String> = path[start..].iter().map(|m| m.to_string()).collect();
            found.push(module.to_owned());
            return Some(found);
        }
        if !done.insert(module) {
            return None;
        }
        path.push(module);
        for next in uses.get(module).into_iter().flatten() {
            if let Some(found) = visit(next, uses, path, done) {
                return Some(found);
            }
        }
        path.pop();
        None
    }
    let mut done = BTreeSet::new();
    uses.keys()
        .find_map(|module| visit(module, uses, &mut Vec::new(), &mut done))
}

#[test]
fn no_module_uses_a_module_that_uses_it() {
    let uses = module_uses();
    assert!(uses.len() >= 20, "the modules are read: {:?}", uses.keys());
    assert!(uses["session"].contains("snapshot"), "what a module names is read");
    assert_eq!(circle(&uses), None, "an import circle");
}

#[test]
fn a_circle_is_found() {
    let uses: BTreeMap<String, BTreeSet<String>> =
        [("a", vec!["b"]), ("b", vec!["c"]), ("c", vec!["a"]), ("d", vec![])]
            .into_iter()
            .map(|(m, to)| (m.to_owned(), to.into_iter().map(str::to_owned).collect()))
            .collect();
    assert_eq!(
        circle(&uses),
        Some(vec!["a".into(), "b".into(), "c".into(), "a".into()])
    );
}
