/* The smoke test's driver (tests/android/native.py): loads libkiela_ffi with dlopen and calls it
 * through UniFFI's C scaffolding as the Kotlin bindings do: compound arguments serialized into
 * RustBuffers in UniFFI's wire format (big-endian, enums as 1-based i32, options and bools as a
 * byte, sequences and strings with an i32 length; a top-level string as its bare UTF-8), every
 * returned buffer decoded to its last byte and freed, a cloned handle for each method call.
 *
 * It prints what comes back, section by section ("== name"); native.py runs it against the host
 * build and each Android build and compares the outputs. It stops with exit status 1 when a call
 * breaks UniFFI's contract: an unexpected call status, a buffer longer or shorter than its
 * value, a value that changes on a round trip.
 *
 * Usage: kiela-smoke LIBRARY CHECKSUM_FUNCTION...
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "KielaCoreFFI.h" /* the generated header: the scaffolding's types and signatures */

static void *lib;
static FILE *out;   /* stdout, or a sink for the turns that are only hashed */
static FILE *sink;

static void die(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    fflush(stdout);
    fputs("kiela-smoke: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    exit(1);
}

static void *sym(const char *name) {
    void *p = dlsym(lib, name);
    if (!p) die("%s is not exported", name);
    return p;
}

/* A scaffolding function, typed by its declaration in the generated header. */
#define FN(name) ((__typeof__(&name))sym(#name))

/* ---------- calls and their status ---------- */

static RustCallStatus status(void) {
    RustCallStatus s;
    memset(&s, 0, sizeof s);
    return s;
}

static void free_buffer(RustBuffer b) {
    RustCallStatus s = status();
    FN(ffi_kiela_session_rustbuffer_free)(b, &s);
    if (s.code) die("rustbuffer_free: status %d", s.code);
}

static void succeeded(RustCallStatus *s, const char *what) {
    if (s->code) die("%s: status %d, expected success", what, s->code);
}

/* ---------- writing arguments ---------- */

typedef struct { uint8_t *p; size_t len, cap; } Writer;

static void put(Writer *w, const void *bytes, size_t n) {
    if (w->len + n > w->cap) {
        w->cap = (w->len + n) * 2 + 16;
        w->p = realloc(w->p, w->cap);
        if (!w->p) die("out of memory");
    }
    memcpy(w->p + w->len, bytes, n);
    w->len += n;
}

static void w_u8(Writer *w, uint8_t v) { put(w, &v, 1); }

static void w_i32(Writer *w, int32_t v) {
    uint8_t b[4] = {(uint8_t)(v >> 24), (uint8_t)(v >> 16), (uint8_t)(v >> 8), (uint8_t)v};
    put(w, b, 4);
}

static RustBuffer from_bytes(const uint8_t *p, size_t n) {
    RustCallStatus s = status();
    ForeignBytes bytes = {(int32_t)n, p};
    RustBuffer b = FN(ffi_kiela_session_rustbuffer_from_bytes)(bytes, &s);
    succeeded(&s, "rustbuffer_from_bytes");
    return b;
}

/* The written bytes as a Rust-owned buffer, which the call that takes it frees. */
static RustBuffer lower(Writer *w) {
    RustBuffer b = from_bytes(w->p, w->len);
    free(w->p);
    memset(w, 0, sizeof *w);
    return b;
}

static RustBuffer lower_enum(int32_t variant) {
    Writer w = {0};
    w_i32(&w, variant);
    return lower(&w);
}

static RustBuffer lower_string(const char *text) {
    return from_bytes((const uint8_t *)text, strlen(text));
}

/* A returned buffer passed back in (a value the bindings would re-serialize identically). */
static RustBuffer again(RustBuffer b) { return from_bytes(b.data, b.len); }

/* ---------- reading results ---------- */

typedef struct { const uint8_t *p; uint64_t left; const char *what; } Reader;

static Reader reader(RustBuffer b, const char *what) { return (Reader){b.data, b.len, what}; }

static uint8_t r_u8(Reader *r) {
    if (!r->left) die("%s: the buffer ends before its value does", r->what);
    r->left--;
    return *r->p++;
}

static int32_t r_i32(Reader *r) {
    uint32_t v = 0;
    for (int i = 0; i < 4; i++) v = v << 8 | r_u8(r);
    return (int32_t)v;
}

static int64_t r_i64(Reader *r) {
    uint64_t v = 0;
    for (int i = 0; i < 8; i++) v = v << 8 | r_u8(r);
    return (int64_t)v;
}

/* An f64, big-endian as UniFFI writes it. */
static double r_f64(Reader *r) {
    uint64_t v = (uint64_t)r_i64(r);
    double d;
    memcpy(&d, &v, sizeof d);
    return d;
}

static int r_bool(Reader *r) {
    uint8_t v = r_u8(r);
    if (v > 1) die("%s: bool byte %u", r->what, v);
    return v;
}

static int32_t r_len(Reader *r) {
    int32_t n = r_i32(r);
    if (n < 0 || (uint64_t)n > r->left) die("%s: length %d of %llu bytes left", r->what, n,
                                             (unsigned long long)r->left);
    return n;
}

/* An enum's variant, 1-based, at most `count`. */
static int32_t r_enum(Reader *r, int32_t count) {
    int32_t v = r_i32(r);
    if (v < 1 || v > count) die("%s: variant %d of %d", r->what, v, count);
    return v;
}

static void done(Reader *r, RustBuffer b) {
    if (r->left) die("%s: %llu bytes left after its value", r->what,
                     (unsigned long long)r->left);
    free_buffer(b);
}

/* Text as printed: printable ASCII as is, anything else escaped, so every line is one line. */
static void print_text(const uint8_t *p, size_t n) {
    fputc('"', out);
    for (size_t i = 0; i < n; i++) {
        if (p[i] >= 0x20 && p[i] < 0x7f && p[i] != '"' && p[i] != '\\') fputc(p[i], out);
        else fprintf(out, "\\x%02x", p[i]);
    }
    fputc('"', out);
}

static void string(Reader *r) {
    int32_t n = r_len(r);
    print_text(r->p, n);
    r->p += n;
    r->left -= n;
}

/* StoneCounts: bytes, printed as decimal counts. */
static void counts(Reader *r) {
    int32_t n = r_len(r);
    fputc('[', out);
    for (int32_t i = 0; i < n; i++) fprintf(out, i ? ",%u" : "%u", r_u8(r));
    fputc(']', out);
}

/* ---------- the API's types, in the order of their fields ---------- */

static void spot(Reader *r) {
    int32_t side = r_enum(r, 2), house = r_enum(r, 20), row = r_enum(r, 2);
    uint8_t number = r_u8(r), index = r_u8(r);
    fprintf(out, "spot(%d,%d,%d,%u,%u)", side, house, row, number, index);
}

static void seat(Reader *r) {
    if (r_enum(r, 2) == 1) fputs("person", out);
    else fprintf(out, "computer(%d)", r_enum(r, 5));
}

static void settings(Reader *r) {
    int32_t variant = r_enum(r, 2), capture = r_enum(r, 2);
    int expert = r_bool(r);
    fprintf(out, "settings(variant=%d capture=%d expert=%d south=", variant, capture, expert);
    seat(r);
    fputs(" north=", out);
    seat(r);
    fprintf(out, " first=%d)", r_enum(r, 2));
}

static void game_result(Reader *r) {
    int winner = r_bool(r) ? r_enum(r, 2) : 0;
    int32_t reason = r_enum(r, 3);
    uint8_t south = r_u8(r), north = r_u8(r);
    int person = r_bool(r) ? r_enum(r, 3) : 0;
    fprintf(out, "result(winner=%d reason=%d south=%u north=%u person=%d)", winner, reason,
            south, north, person);
}

static void house_mark(Reader *r) {
    uint8_t house = r_u8(r);
    int32_t kind = r_enum(r, 5);
    fprintf(out, "%u:%d", house, kind);
    if (kind == 4) fprintf(out, "/%u", r_u8(r)); /* TakenFrom { stones } */
}

/* A Headline: its variant, and for GameOver the PersonOutcome. */
static void headline(Reader *r) {
    int32_t kind = r_enum(r, 5); /* YourTurn, RearrangeOrSow, TheirTurn, ComputerThinking, GameOver */
    fprintf(out, "%d", kind);
    if (kind == 5) fprintf(out, "/%d", r_enum(r, 3));
}

/* TapAction, its Refusal for Refused (TooFewStones with its min). */
static void tap_action(Reader *r) {
    int32_t kind = r_enum(r, 4); /* Sow, PickUp, PutDown, Refused */
    fprintf(out, "%d", kind);
    if (kind != 4) return;
    int32_t reason = r_enum(r, 7);
    fprintf(out, "/%d", reason);
    if (reason == 5) fprintf(out, "(%d)", r_i32(r));
}

static void option_u8(Reader *r) {
    if (r_bool(r)) fprintf(out, "%u", r_u8(r));
    else fputs("none", out);
}

typedef struct { int over, computer_to_move, legal_count; uint8_t legal[40]; } Game;

static Game snapshot(Reader *r) {
    Game g = {0};
    fprintf(out, "snapshot(revision=%lld board=", (long long)r_i64(r));
    counts(r);
    uint8_t south = r_u8(r), north = r_u8(r);
    fprintf(out, " south=%u north=%u to_move=%d legal=[", south, north, r_enum(r, 2));
    int32_t n = r_len(r);
    for (int32_t i = 0; i < n; i++) {
        uint8_t house = r_u8(r);
        if (i < 40) g.legal[g.legal_count++] = house;
        fprintf(out, i ? ",%u" : "%u", house);
    }
    fputs("] ", out);
    if ((g.over = r_bool(r))) game_result(r);
    else fputs("playing", out);
    fprintf(out, " setup_allowed=%d draft=", r_bool(r));
    if (r_bool(r)) { /* SetupDraft */
        fprintf(out, "(%d,", r_enum(r, 2));
        counts(r);
        fprintf(out, ",%u,picked=", r_u8(r));
        option_u8(r);
        fputc(')', out);
    } else fputs("none", out);
    g.computer_to_move = r_bool(r);
    int can_undo = r_bool(r), can_redo = r_bool(r);
    int32_t turns = r_i32(r);
    fprintf(out, " computer=%d undo=%d redo=%d turns=%d quiet=%u marks=[", g.computer_to_move,
            can_undo, can_redo, turns, r_u8(r));
    n = r_len(r);
    for (int32_t i = 0; i < n; i++) {
        if (i) fputc(' ', out);
        house_mark(r);
    }
    int32_t viewer = r_enum(r, 2);
    int two_people = r_bool(r);
    fprintf(out, "] viewer=%d two_people=%d headline=", viewer, two_people);
    headline(r);
    fputs(" top=", out);
    if (r_bool(r)) headline(r);
    else fputs("none", out);
    fputs(" taps=[", out);
    n = r_len(r);
    for (int32_t i = 0; i < n; i++) {
        if (i) fputc(',', out);
        tap_action(r);
    }
    fputs("])", out);
    return g;
}

static void step(Reader *r) {
    int32_t start = r_i32(r), duration = r_i32(r);
    int32_t kind = r_enum(r, 6);
    static const int fields[] = {0, 2, 2, 2, 4, 4, 1}; /* Lift, Drop, Relay, Flash, Flight, End */
    fprintf(out, "%d+%d:%d(", start, duration, kind);
    for (int i = 0; i < fields[kind]; i++) fprintf(out, i ? ",%u" : "%u", r_u8(r));
    fputs(")", out);
    counts(r);
    fprintf(out, "/%u hand=", r_u8(r));
    option_u8(r);
}

static void turn_played(Reader *r) {
    if (r_enum(r, 2) == 1) spot(r); /* Turn::Sow { house } */
    else counts(r);                  /* Turn::Setup { board } */
}

static void announcement(Reader *r) {
    int32_t mover = r_enum(r, 2);
    int by_computer = r_bool(r), by_viewer = r_bool(r);
    fprintf(out, "announcement(mover=%d by_computer=%d by_viewer=%d played=", mover, by_computer, by_viewer);
    turn_played(r);
    fprintf(out, " relays=%u captures=[", r_u8(r));
    int32_t n = r_len(r);
    for (int32_t i = 0; i < n; i++) {
        if (i) fputc(' ', out);
        spot(r); /* inner */
        fputc('+', out);
        spot(r); /* outer */
        fprintf(out, "/%u", r_u8(r));
    }
    fprintf(out, "] captured=%u)", r_u8(r));
}

/* A GuideCue: step, at_ms and its GuideNote (Sowing, Relay, Capture, JoinArmy, TurnEnds). */
static void guide_cue(Reader *r) {
    int32_t step = r_i32(r), at = r_i32(r);
    int32_t kind = r_enum(r, 5);
    fprintf(out, "%d@%d:%d(", step, at, kind);
    static const int spots[] = {0, 1, 1, 3, 1, 1};
    for (int i = 0; i < spots[kind]; i++) spot(r);
    fprintf(out, "/%u", r_u8(r));
    if (kind == 2) { /* Relay's facing house, an inner house's */
        fputs(" facing=", out);
        if (r_bool(r)) spot(r);
        else fputs("none", out);
    }
    fputc(')', out);
}

/* A GameSound: Drop with its variation, Lift, Relay, Capture, Join, Win, Loss, Draw, Refused. */
static void game_sound(Reader *r) {
    int32_t sound = r_enum(r, 9);
    fprintf(out, "s%d", sound);
    if (sound == 1) fprintf(out, ".%d", r_i32(r));
}

/* A TurnCue: at_ms and its kind (Announce, Sound with its sound, Capture, Guide with its index,
   Result, End). */
static void turn_cue(Reader *r) {
    int32_t at = r_i32(r);
    int32_t kind = r_enum(r, 6);
    fprintf(out, "%d:%d", at, kind);
    if (kind == 2) { fputc('(', out); game_sound(r); fputc(')', out); }
    if (kind == 4) fprintf(out, "(%d)", r_i32(r));
}

static Game move_outcome(Reader *r) {
    int64_t revision = r_i64(r);
    fprintf(out, "outcome(revision=%lld mover=%d played=", (long long)revision, r_enum(r, 2));
    turn_played(r);
    fputs(" notation=", out);
    string(r);
    fprintf(out, " captured=%u before=", r_u8(r));
    counts(r);
    fprintf(out, " beat=%d timeline=[", r_i32(r));
    int32_t n = r_len(r);
    for (int32_t i = 0; i < n; i++) {
        if (i) fputc(' ', out);
        step(r);
    }
    int32_t duration = r_i32(r), cross_fade = r_i32(r);
    fprintf(out, "] duration=%d cross_fade=%d ", duration, cross_fade);
    if (r_bool(r)) announcement(r);
    else fputs("announcement=none", out);
    fputs(" guide=[", out);
    int32_t cues = r_len(r);
    for (int32_t i = 0; i < cues; i++) {
        if (i) fputc(' ', out);
        guide_cue(r);
    }
    fputs("] cues=[", out);
    int32_t moments = r_len(r);
    for (int32_t i = 0; i < moments; i++) {
        if (i) fputc(' ', out);
        turn_cue(r);
    }
    fputs("] summary=", out);
    game_sound(r);
    fputc(' ', out);
    Game g = snapshot(r);
    fputc(')', out);
    return g;
}

static void tally(Reader *r) {
    int32_t played = r_i32(r), won = r_i32(r), drawn = r_i32(r), lost = r_i32(r);
    fprintf(out, "%d/%d/%d/%d", played, won, drawn, lost);
}

static void statistics(Reader *r) {
    int32_t n = r_len(r);
    fputs("statistics[", out);
    for (int32_t i = 0; i < n; i++) {
        if (r_enum(r, 2) == 1) fprintf(out, "%scomputer(%d) ", i ? "; " : "", r_enum(r, 5));
        else fprintf(out, "%sfriend ", i ? "; " : "");
        tally(r);
        fputc(' ', out);
        tally(r);
        int32_t current = r_i32(r), best = r_i32(r);
        fprintf(out, " streak=%d best=%d", current, best);
    }
    fputs("] solved=[", out);
    int32_t solved = r_len(r);
    for (int32_t i = 0; i < solved; i++) {
        if (i) fputc(' ', out);
        string(r);
    }
    int32_t current = r_i32(r), best = r_i32(r); /* DailyStreak */
    fprintf(out, "] daily=%d best=%d last=", current, best);
    if (r_bool(r)) string(r);
    else fputs("none", out);
    fputs(" recent=[", out);
    int32_t recent = r_len(r);
    for (int32_t i = 0; i < recent; i++) {
        if (r_enum(r, 2) == 1) fprintf(out, "%scomputer(%d)", i ? "; " : "", r_enum(r, 5));
        else fprintf(out, "%sfriend", i ? "; " : "");
        fprintf(out, " %d", r_enum(r, 3)); /* PersonOutcome */
        int32_t seats = r_enum(r, 3);       /* ReviewSeats */
        if (seats == 1) fprintf(out, " person=%d", r_enum(r, 2));
        else fprintf(out, " %s", seats == 2 ? "two_people" : "by_side");
        fprintf(out, " turns=%d ", r_i32(r));
        string(r); /* the record */
        if (r_bool(r)) die("statistics: a recent game's exercises before any review");
    }
    /* PersonRating: rating, deviation, volatility, games, history, your level. */
    double rating = r_f64(r), deviation = r_f64(r), volatility = r_f64(r);
    int32_t games = r_i32(r);
    fprintf(out, "] rating=%.1f±%.1f vol=%.3f games=%d history=[", rating, deviation, volatility, games);
    int32_t points = r_len(r);
    for (int32_t i = 0; i < points; i++) {
        double at = r_f64(r), within = r_f64(r);
        int32_t level = r_enum(r, 5), outcome = r_enum(r, 3);
        fprintf(out, "%s%.1f±%.1f level=%d outcome=%d", i ? "; " : "", at, within, level, outcome);
    }
    fprintf(out, "] your_level=%d", r_enum(r, 5));
    fputs(" set_aside=", out);
    if (r_bool(r)) string(r);
    else fputs("none", out);
}

/* KielaError: its variant and fields (see rust/kiela-session/src/error.rs). */
static void kiela_error(Reader *r) {
    /* Per variant: s = Spot, i = AppInt, t = String. */
    static const char *fields[] = {"", "i", "s", "s", "sii", "s", "", "", "", "", "", "ii",
                                   "i", "s", "", "", "", "", "t", "ii", "t", "t", "ii", "t"};
    int32_t variant = r_enum(r, 23);
    fprintf(out, "error(%d", variant);
    for (const char *f = fields[variant]; *f; f++) {
        fputc(' ', out);
        if (*f == 's') spot(r);
        else if (*f == 'i') fprintf(out, "%d", r_i32(r));
        else string(r);
    }
    fputc(')', out);
}

/* StoneLayout: drawn, tones, and every place (x, y, radius as f32, tone), summed up. */
static void stone_layout(Reader *r) {
    int32_t drawn = r_i32(r), tones = r_i32(r), n = r_len(r);
    int32_t tone_sum = 0;
    for (int32_t i = 0; i < n; i++) {
        for (int f = 0; f < 3; f++) r_i32(r); /* x, y, radius: their bits are in the hash */
        uint8_t tone = r_u8(r);
        if (tone >= tones) die("stone_layout: tone %u of %d", tone, tones);
        tone_sum += tone;
    }
    fprintf(out, "drawn=%d tones=%d places=%d tone_sum=%d", drawn, tones, n, tone_sum);
}

/* NewGameChoice: opponent (Computer { level } | Friend), side, you_start, variant, capture, expert. */
static void new_game_choice_value(Reader *r) {
    if (r_enum(r, 2) == 1) fprintf(out, "choice(computer(%d)", r_enum(r, 5));
    else fputs("choice(friend", out);
    int32_t side = r_enum(r, 2);
    int you_start = r_bool(r);
    int32_t variant = r_enum(r, 2), capture = r_enum(r, 2);
    int expert = r_bool(r);
    fprintf(out, " side=%d you_start=%d variant=%d capture=%d expert=%d)", side, you_start, variant,
            capture, expert);
}

/* ---------- the calls ---------- */

typedef RustBuffer (*Returns)(RustCallStatus *);

/* Prints `label` and the value in `b` as `decode` reads it, then frees `b`. */
static void print_value(const char *label, RustBuffer b, void (*decode)(Reader *)) {
    Reader r = reader(b, label);
    fprintf(out, "%s ", label);
    decode(&r);
    fputc('\n', out);
    done(&r, b);
}

/* A function without arguments that returns a buffer, decoded by `decode`. */
static void show(const char *name, Returns fn, void (*decode)(Reader *)) {
    RustCallStatus s = status();
    RustBuffer b = fn(&s);
    succeeded(&s, name);
    print_value(name, b, decode);
}

static void enums(Reader *r) {
    int32_t n = r_len(r);
    for (int32_t i = 0; i < n; i++) fprintf(out, i ? ",%d" : "%d", r_i32(r));
}

static void rule_facts(Reader *r) {
    for (int i = 0; i < 5; i++) fprintf(out, i ? ",%d" : "%d", r_i32(r));
}

static void option_spot(Reader *r) {
    if (r_bool(r)) spot(r);
    else fputs("none", out);
}

/* A returned top-level string: its bare bytes. */
static void print_string(const char *label, RustBuffer b) {
    fprintf(out, "%s ", label);
    print_text(b.data, b.len);
    fputc('\n', out);
}

static int same(RustBuffer a, RustBuffer b) {
    return a.len == b.len && (a.len == 0 || memcmp(a.data, b.data, a.len) == 0);
}

static uint64_t fnv1a(RustBuffer b) {
    uint64_t h = 14695981039346656037ull;
    for (uint64_t i = 0; i < b.len; i++) h = (h ^ b.data[i]) * 1099511628211ull;
    return h;
}

static void contract(int count, char **checksums) {
    puts("== contract version and checksums");
    printf("contract_version %u\n", FN(ffi_kiela_session_uniffi_contract_version)());
    for (int i = 0; i < count; i++) {
        uint16_t (*checksum)(void) = sym(checksums[i]);
        printf("%s %u\n", checksums[i], checksum());
    }
}

static void free_functions(void) {
    puts("== free functions (settings, levels, speeds, rule facts, spots)");
    show("default_settings", FN(uniffi_kiela_session_fn_func_default_settings), settings);
    show("levels", FN(uniffi_kiela_session_fn_func_levels), enums);
    show("animation_speeds", FN(uniffi_kiela_session_fn_func_animation_speeds), enums);
    char label[32];
    for (int32_t variant = 1; variant <= 2; variant++) {
        RustCallStatus s = status();
        RustBuffer b = FN(uniffi_kiela_session_fn_func_rule_facts)(lower_enum(variant), &s);
        succeeded(&s, "rule_facts");
        snprintf(label, sizeof label, "rule_facts(%d)", variant);
        print_value(label, b, rule_facts);
    }
    for (int32_t index = -1; index <= 40; index++) {
        RustCallStatus s = status();
        RustBuffer b = FN(uniffi_kiela_session_fn_func_spot_at)(index, &s);
        succeeded(&s, "spot_at");
        snprintf(label, sizeof label, "spot_at(%d)", index);
        print_value(label, b, option_spot);
    }
    RustCallStatus s = status();
    RustBuffer b = FN(uniffi_kiela_session_fn_func_spot_of)(lower_enum(2), lower_enum(20), &s);
    succeeded(&s, "spot_of");
    print_value("spot_of(north,i10)", b, spot);
    s = status();
    b = FN(uniffi_kiela_session_fn_func_stone_layout)(&s);
    succeeded(&s, "stone_layout");
    printf("stone_layout: %llu bytes, fnv1a %016llx\n", (unsigned long long)b.len, (unsigned long long)fnv1a(b));
    print_value("stone_layout", b, stone_layout);
}

/* The new-game choice: the default, its settings, its JSON and back. */
static void new_game_choice(void) {
    puts("== the new-game choice (default, settings, JSON)");
    RustCallStatus s = status();
    RustBuffer choice = FN(uniffi_kiela_session_fn_func_default_new_game_choice)(&s);
    succeeded(&s, "default_new_game_choice");
    print_value("default_new_game_choice", again(choice), new_game_choice_value);
    s = status();
    RustBuffer b = FN(uniffi_kiela_session_fn_func_new_game_settings)(again(choice), &s);
    succeeded(&s, "new_game_settings");
    print_value("new_game_settings", b, settings);
    s = status();
    RustBuffer json = FN(uniffi_kiela_session_fn_func_new_game_choice_json)(again(choice), &s);
    succeeded(&s, "new_game_choice_json");
    print_string("new_game_choice_json", json);
    s = status();
    RustBuffer read = FN(uniffi_kiela_session_fn_func_new_game_choice_from_json)(again(json), &s);
    succeeded(&s, "new_game_choice_from_json");
    if (!same(read, choice)) die("newGameChoiceFromJson(newGameChoiceJson(c)) differs from c");
    puts("newGameChoiceFromJson(newGameChoiceJson(c)) is c");
    free_buffer(choice);
    free_buffer(json);
    free_buffer(read);
}

/* A method call takes a handle of its own: clone the session's for it, as the bindings do. */
static uint64_t handle(uint64_t session) {
    RustCallStatus s = status();
    uint64_t h = FN(uniffi_kiela_session_fn_clone_gamesession)(session, &s);
    succeeded(&s, "clone_gamesession");
    return h;
}

/* A method without arguments that returns a buffer. */
static RustBuffer call_method(uint64_t session, RustBuffer (*method)(uint64_t, RustCallStatus *),
                              const char *what) {
    RustCallStatus s = status();
    RustBuffer b = method(handle(session), &s);
    succeeded(&s, what);
    return b;
}

static Game show_snapshot(uint64_t session, const char *label) {
    RustCallStatus s = status();
    RustBuffer b = FN(uniffi_kiela_session_fn_method_gamesession_snapshot)(handle(session), &s);
    succeeded(&s, "snapshot");
    Reader r = reader(b, "snapshot");
    fprintf(out, "%s ", label);
    Game g = snapshot(&r);
    fputc('\n', out);
    done(&r, b);
    return g;
}

static uint64_t new_session(void) {
    /* Beginner's game, a person (South, first) against the computer at Hard (its search). */
    Writer w = {0};
    w_i32(&w, 2);              /* variant: Beginner */
    w_i32(&w, 1);              /* capture_sowing: AfterCapturingHouse */
    w_u8(&w, 0);               /* expert_opening */
    w_i32(&w, 1);              /* south: Person */
    w_i32(&w, 2), w_i32(&w, 4); /* north: Computer { level: Hard } */
    w_i32(&w, 1);              /* first: South */
    RustCallStatus s = status();
    uint64_t session = FN(uniffi_kiela_session_fn_constructor_gamesession_with_seed)(lower(&w), 7, &s);
    succeeded(&s, "GameSession.withSeed");
    return session;
}

/* Option<i64>::None, for at_revision. */
static RustBuffer no_revision(void) {
    Writer none = {0};
    w_u8(&none, 0);
    return lower(&none);
}

static void hint(Reader *r) {
    spot(r); /* house */
    fputc(' ', out);
    spot(r); /* lands_in */
    int32_t reason = r_enum(r, 7);
    fprintf(out, " reason=%d", reason);
    if (reason >= 3 && reason <= 6) fprintf(out, "(%d)", r_i32(r)); /* ForcesWin … Threatens */
    /* value, an Option<ReviewValue>: Chance { percent }, Win { plies } or Loss { plies }, none
       where the reason says the win. */
    if (r_bool(r)) {
        int32_t value = r_enum(r, 3);
        fprintf(out, " value=%d(%d)", value, r_i32(r));
    } else {
        fputs(" value=none", out);
    }
}

/* One turn: the person taps one of the legal houses (Tapped::Played), or the computer plays. */
static RustBuffer turn(uint64_t session, const Game *g, int number) {
    RustCallStatus s = status();
    RustBuffer b;
    if (g->computer_to_move) {
        b = FN(uniffi_kiela_session_fn_method_gamesession_computer_move)(handle(session),
                                                                     no_revision(), &s);
        succeeded(&s, "computer_move");
    } else {
        int32_t house = g->legal[(number * 7) % g->legal_count];
        b = FN(uniffi_kiela_session_fn_method_gamesession_tap)(handle(session), house, &s);
        succeeded(&s, "tap");
    }
    return b;
}

static uint64_t play_game(void) {
    puts("== a game against the computer (withSeed, hint, tap, computerMove, recordText)");
    uint64_t session = new_session();
    print_value("settings", call_method(session,
                FN(uniffi_kiela_session_fn_method_gamesession_settings), "settings"), settings);
    Game g = show_snapshot(session, "start");
    RustCallStatus s = status(); /* Expert's search for the person's first move */
    RustBuffer hinted = FN(uniffi_kiela_session_fn_method_gamesession_hint)(handle(session),
                                                                        no_revision(), &s);
    succeeded(&s, "hint");
    print_value("hint", hinted, hint);
    int number = 0;
    for (; !g.over && number < 600; number++) {
        if (!g.computer_to_move && g.legal_count == 0) die("no legal house and no result");
        RustBuffer b = turn(session, &g, number);
        out = number < 4 ? stdout : sink; /* the first turns in full, then their hashes */
        Reader t = reader(b, "move outcome");
        fprintf(out, "turn %d ", number + 1);
        if (!g.computer_to_move && r_enum(&t, 2) != 1) die("tap on a legal house: not Tapped::Played");
        g = move_outcome(&t);
        fputc('\n', out);
        out = stdout;
        printf("turn %d: %llu bytes, fnv1a %016llx\n", number + 1, (unsigned long long)b.len,
               (unsigned long long)fnv1a(b));
        done(&t, b);
    }
    printf("turns %d, over %d\n", number, g.over);
    show_snapshot(session, "end");
    RustBuffer text = call_method(session, FN(uniffi_kiela_session_fn_method_gamesession_record_text),
                                "record_text");
    print_string("record_text", text);
    free_buffer(text);
    return session;
}

/* save, fromSave, save again: the same JSON. */
static void save_round_trip(uint64_t session) {
    puts("== save, fromSave, save");
    RustBuffer saved = call_method(session, FN(uniffi_kiela_session_fn_method_gamesession_save),
                                   "save");
    print_string("save", saved);
    RustCallStatus s = status();
    uint64_t restored = FN(uniffi_kiela_session_fn_constructor_gamesession_from_save)(again(saved), &s);
    succeeded(&s, "GameSession.fromSave");
    RustBuffer resaved = call_method(restored, FN(uniffi_kiela_session_fn_method_gamesession_save),
                                   "save");
    if (!same(saved, resaved)) die("fromSave(save()).save() differs from save()");
    puts("fromSave(save()).save() is the same");
    show_snapshot(restored, "restored");
    s = status();
    FN(uniffi_kiela_session_fn_free_gamesession)(restored, &s);
    succeeded(&s, "free_gamesession");
    free_buffer(saved);
    free_buffer(resaved);
}

static void show_statistics(const char *label, RustBuffer b) {
    Reader r = reader(b, label);
    fprintf(out, "%s ", label);
    statistics(&r);
    fputc('\n', out);
    if (r.left) die("%s: %llu bytes left", label, (unsigned long long)r.left);
}

/* The finished game's bookkeeping (the save, the game counted), statisticsJson,
 * statisticsFromJson, statisticsJson again, then a game counted once only. */
static void statistics_round_trip(uint64_t session) {
    puts("== statistics (bookkeeping, statisticsJson, statisticsFromJson, countFinishedGame)");
    RustCallStatus s = status();
    RustBuffer empty = FN(uniffi_kiela_session_fn_func_empty_statistics)(&s);
    succeeded(&s, "empty_statistics");
    show_statistics("empty", empty);
    s = status();
    RustBuffer counted = FN(uniffi_kiela_session_fn_method_gamesession_bookkeeping)(
        handle(session), again(empty), &s);
    succeeded(&s, "bookkeeping");
    Reader r = reader(counted, "bookkeeping");
    int32_t save_len = r_len(&r);
    RustBuffer saved = call_method(session, FN(uniffi_kiela_session_fn_method_gamesession_save), "save");
    if ((uint64_t)save_len != saved.len || memcmp(r.p, saved.data, save_len))
        die("bookkeeping: its save is not save()'s");
    free_buffer(saved);
    r.p += save_len;
    r.left -= save_len;
    puts("bookkeeping: the save is save()'s");
    if (!r_bool(&r)) die("bookkeeping: no statistics for a finished game");
    RustBuffer stats = from_bytes(r.p, r.left);
    show_statistics("counted", stats);
    s = status();
    RustBuffer json = FN(uniffi_kiela_session_fn_func_statistics_json)(again(stats), &s);
    succeeded(&s, "statistics_json");
    print_string("statistics_json", json);
    s = status();
    RustBuffer read = FN(uniffi_kiela_session_fn_func_statistics_from_json)(again(json), &s);
    succeeded(&s, "statistics_from_json");
    if (!same(read, stats)) die("statisticsFromJson(statisticsJson(s)) differs from s");
    s = status();
    RustBuffer json2 = FN(uniffi_kiela_session_fn_func_statistics_json)(again(read), &s);
    succeeded(&s, "statistics_json");
    if (!same(json, json2)) die("statisticsJson(statisticsFromJson(j)) differs from j");
    puts("statisticsFromJson(statisticsJson(s)) is s");
    s = status();
    RustBuffer twice = FN(uniffi_kiela_session_fn_method_gamesession_count_finished_game)(
        handle(session), again(stats), &s);
    succeeded(&s, "count_finished_game");
    r = reader(twice, "count_finished_game");
    printf("count_finished_game again: %s\n", r_bool(&r) ? "counted twice" : "none");
    for (RustBuffer *b = (RustBuffer[]){empty, counted, stats, json, read, json2, twice},
         *end = b + 7; b < end; b++)
        free_buffer(*b);
}

/* A typed error: status 1 and a KielaError, then errorMessage of it. */
static void show_error(const char *label, RustCallStatus *s) {
    if (s->code != 1) die("%s: status %d, expected 1 (an error)", label, s->code);
    Reader r = reader(s->errorBuf, label);
    fprintf(out, "%s ", label);
    kiela_error(&r);
    fputc('\n', out);
    if (r.left) die("%s: %llu bytes left", label, (unsigned long long)r.left);
    RustCallStatus m = status();
    RustBuffer message = FN(uniffi_kiela_session_fn_func_error_message)(again(s->errorBuf), &m);
    succeeded(&m, "error_message");
    print_string("  error_message", message);
    free_buffer(message);
    free_buffer(s->errorBuf);
}

static void errors(uint64_t session) {
    puts("== typed errors (KielaError, errorMessage)");
    RustCallStatus s = status();
    FN(uniffi_kiela_session_fn_method_gamesession_play)(handle(session), 99, &s);
    show_error("play(99)", &s);
    s = status();
    FN(uniffi_kiela_session_fn_method_gamesession_play)(handle(session), 0, &s);
    show_error("play(0) after the end", &s);
    s = status();
    FN(uniffi_kiela_session_fn_func_statistics_from_json)(lower_string("{\"format\":"), &s);
    show_error("statistics_from_json(truncated)", &s);
    s = status();
    FN(uniffi_kiela_session_fn_constructor_gamesession_from_save)(
        lower_string("{\"format\":\"kiela-session\",\"version\":99}"), &s);
    show_error("from_save(version 99)", &s);
}

static void snapshot_value(Reader *r) { snapshot(r); }

static void enum_value(Reader *r) { fprintf(out, "%d", r_i32(r)); }

static void option_outcome(Reader *r) {
    if (r_bool(r)) move_outcome(r);
    else fputs("none", out);
}

/* The rest of the session's methods that give the same answer on every run. */
static void more_of_the_session(uint64_t session) {
    puts("== undo, redo, speeds, lastMove, fromRecordText, thinking");
    RustCallStatus s = status();
    RustBuffer b = FN(uniffi_kiela_session_fn_method_gamesession_undo)(handle(session), &s);
    succeeded(&s, "undo");
    print_value("undo", b, snapshot_value);
    s = status();
    b = FN(uniffi_kiela_session_fn_method_gamesession_redo)(handle(session), &s);
    succeeded(&s, "redo");
    print_value("redo", b, snapshot_value);
    s = status();
    FN(uniffi_kiela_session_fn_method_gamesession_set_animation_speed)(handle(session),
                                                                   lower_enum(3), &s);
    succeeded(&s, "set_animation_speed");
    b = call_method(session, FN(uniffi_kiela_session_fn_method_gamesession_animation_speed),
                    "animation_speed");
    print_value("animation_speed after set_animation_speed(fast)", b, enum_value);
    b = call_method(session, FN(uniffi_kiela_session_fn_method_gamesession_last_move), "last_move");
    print_value("last_move", b, option_outcome);
    s = status();
    int8_t thinking = FN(uniffi_kiela_session_fn_method_gamesession_is_thinking)(handle(session), &s);
    succeeded(&s, "is_thinking");
    FN(uniffi_kiela_session_fn_method_gamesession_move_now)(handle(session), &s);
    succeeded(&s, "move_now");
    FN(uniffi_kiela_session_fn_method_gamesession_cancel_thinking)(handle(session), &s);
    succeeded(&s, "cancel_thinking");
    printf("is_thinking %d; move_now and cancel_thinking returned\n", thinking);
    /* The record played again by two people (no computer, so no seed comes into it). */
    RustBuffer text = call_method(session, FN(uniffi_kiela_session_fn_method_gamesession_record_text),
                                  "record_text");
    s = status();
    uint64_t replayed = FN(uniffi_kiela_session_fn_constructor_gamesession_from_record_text)(
        again(text), lower_enum(1), lower_enum(1), &s);
    succeeded(&s, "GameSession.fromRecordText");
    show_snapshot(replayed, "from_record_text(person, person)");
    FN(uniffi_kiela_session_fn_free_gamesession)(replayed, &s);
    succeeded(&s, "free_gamesession");
    free_buffer(text);
}

/* A panic inside the library, caught at the boundary: status 2 with the panic's message. UniFFI
 * asserts that a buffer without data has no length; this one breaks that as it is lifted. */
static void panic(void) {
    puts("== a panic caught at the boundary (status 2), then a call");
    RustCallStatus s = status();
    RustBuffer bad = {0, 1, NULL};
    FN(uniffi_kiela_session_fn_func_statistics_from_json)(bad, &s);
    if (s.code != 2) die("statistics_from_json(null buffer of length 1): status %d, expected 2",
                         s.code);
    print_string("statistics_from_json(null buffer of length 1): status 2,", s.errorBuf);
    free_buffer(s.errorBuf);
    show("then default_settings", FN(uniffi_kiela_session_fn_func_default_settings), settings);
}

int main(int argc, char **argv) {
    if (argc < 2) die("usage: kiela-smoke LIBRARY CHECKSUM_FUNCTION...");
    out = stdout;
    sink = fopen("/dev/null", "w");
    if (!sink) die("cannot open /dev/null");
    lib = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
    if (!lib) die("dlopen: %s", dlerror());
    contract(argc - 2, argv + 2);
    free_functions();
    new_game_choice();
    uint64_t session = play_game();
    save_round_trip(session);
    statistics_round_trip(session);
    errors(session);
    more_of_the_session(session);
    panic();
    RustCallStatus s = status();
    FN(uniffi_kiela_session_fn_free_gamesession)(session, &s);
    succeeded(&s, "free_gamesession");
    return 0;
}
