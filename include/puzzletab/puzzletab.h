/* puzzletab's public C API: the tables opened, a puzzle opened with its
 * options, and its cases answered, as `query` answers them.
 *
 * C99 and C++; opaque handles and C types only; no exception crosses it.
 * Every function that can fail returns a puzzletab_status, whose values are
 * query's exit statuses (bad input 2, a table 3, the system 4), and leaves
 * the message query would print (without "query: " and the case number) for
 * puzzletab_last_error(). An open puzzle is read-only: any number of threads
 * may use one at once. docs/library.md has examples; docs/decisions.md
 * explains the choices. */
#ifndef PUZZLETAB_PUZZLETAB_H
#define PUZZLETAB_PUZZLETAB_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum puzzletab_status {
  PUZZLETAB_OK = 0,
  PUZZLETAB_ERROR_INPUT = 2,  /* bad input or usage: a case, an option, a buffer too small */
  PUZZLETAB_ERROR_TABLE = 3,  /* a table missing, truncated, damaged or mismatched */
  PUZZLETAB_ERROR_SYSTEM = 4, /* memory exhausted, an internal error */
  /* Not a query exit status: the caller's progress function stopped the
   * search (puzzletab_watch). */
  PUZZLETAB_STOPPED = 5
} puzzletab_status;

/* A count of moves that stands for "the goal cannot be reached" (eight's
 * other parity class). */
#define PUZZLETAB_UNSOLVABLE ((size_t)-1)

typedef struct puzzletab_tables puzzletab_tables;
typedef struct puzzletab_puzzle puzzletab_puzzle;

/* The library's version ("1.0") and the table format version it reads. */
const char* puzzletab_version(void);
unsigned puzzletab_table_format_version(void);

/* The message of this thread's last failing call ("" if none): valid until
 * this thread's next call into the library. */
const char* puzzletab_last_error(void);

/* The puzzles, in the order `query --help` lists them: their number, and
 * each one's name (NULL past the end). */
size_t puzzletab_puzzle_count(void);
const char* puzzletab_puzzle_name(size_t index);

/* Opens the tables folder `folder`, or with NULL or "" the one query would
 * use: $PUZZLETAB_TABLES, the installed data folder beside this library
 * (PREFIX/share/puzzletab/tables for PREFIX/lib/libpuzzletab.so), the one
 * beside the running program, the source tree's tables/. Nothing is read
 * yet: a missing table is reported by puzzletab_puzzle_open. */
puzzletab_status puzzletab_tables_open(const char* folder, puzzletab_tables** tables);
/* The folder opened. */
const char* puzzletab_tables_folder(const puzzletab_tables* tables);
/* Closes the handle; puzzles opened from it stay open. NULL is allowed. */
void puzzletab_tables_close(puzzletab_tables* tables);

/* Opens the puzzle `name` with `options`, NULL or a NULL-terminated list of
 * names and values one after the other: {"--goal", "korf", NULL} (the
 * leading "--" may be left out). Its tables are mapped and their headers
 * checked here (the 3x3x3's large table by the first call that needs it);
 * each block of a payload is checked when first read. */
puzzletab_status puzzletab_puzzle_open(const puzzletab_tables* tables, const char* name,
                                       const char* const* options, puzzletab_puzzle** puzzle);
/* The table files of the puzzle `name`, one name a line, each line ending
 * with "\n" ("" for a puzzle without tables), NUL-terminated into `buffer`
 * as puzzletab_answer writes: what to copy or fetch for it. Those `gen
 * NAME` writes (opening the puzzle with any options reads some of them),
 * then its optional large tables, those `gen NAME --large` adds (used when
 * present: the 3x3x3's 2.6 GB optimal table), and its huge ones, those `gen
 * NAME --huge` adds (the 3x3x3's 15.6 GB table, used in place of the large
 * one when present), which puzzletab_large_table_files lists alone. */
puzzletab_status puzzletab_table_files(const char* name, char* buffer, size_t size, size_t* needed);
puzzletab_status puzzletab_large_table_files(const char* name, char* buffer, size_t size,
                                             size_t* needed);
/* Checks the table files of the puzzle `name` in `tables` whole, the
 * payload's checksum and each block's, as `gen --list` does: every one it
 * needs, and each large one that is there. Opening a puzzle checks a
 * payload over 64 KiB block by block as it is read (docs/format.md): this
 * is for tables that came over a network, before they are used. A
 * missing or damaged one: PUZZLETAB_ERROR_TABLE and query's message for
 * it. */
puzzletab_status puzzletab_tables_verify(const puzzletab_tables* tables, const char* name);

/* Closes the puzzle and unmaps its tables. NULL is allowed. */
void puzzletab_puzzle_close(puzzletab_puzzle* puzzle);

/* Tokens per case (a puzzle whose case is a line, as rubiks-clock
 * --input scramble: 1). */
size_t puzzletab_tokens_per_case(const puzzletab_puzzle* puzzle);
/* Moves of the puzzle, numbered in the order their names sort; a move's
 * name as the answers write it (NULL past the end). */
unsigned puzzletab_move_count(const puzzletab_puzzle* puzzle);
const char* puzzletab_move_name(const puzzletab_puzzle* puzzle, unsigned move);

/* The answer to the case `case_text` (its tokens separated by whitespace,
 * as on query's command line) exactly as query writes it in `format` (NULL
 * for the default, "json", or any format `query PUZZLE --format` takes),
 * NUL-terminated into `buffer` of `size` bytes. `needed` (may be NULL) gets
 * the bytes the answer takes with its NUL; when that is more than `size`,
 * PUZZLETAB_ERROR_INPUT and nothing written. */
puzzletab_status puzzletab_answer(const puzzletab_puzzle* puzzle, const char* case_text,
                                  const char* format, char* buffer, size_t size, size_t* needed);

/* The answers to many cases, `cases_text` holding one case a line (lines
 * end with "\n" or "\r\n"; the last may end with the text), answered on
 * every core: each answer as puzzletab_answer writes it, NUL included, one
 * after another in the order of the cases. On a bad case, its status and
 * message ("case N: ..."), and nothing written. */
puzzletab_status puzzletab_answer_many(const puzzletab_puzzle* puzzle, const char* cases_text,
                                       const char* format, char* buffer, size_t size,
                                       size_t* needed);

/* The distances of many cases, one a line as for puzzletab_answer_many,
 * answered on every core: `count` gets the number of cases, and the first
 * `capacity` distances (or PUZZLETAB_UNSOLVABLE) go to `distances`. */
puzzletab_status puzzletab_distance_many(const puzzletab_puzzle* puzzle, const char* cases_text,
                                         size_t* distances, size_t capacity, size_t* count);

/* The answer's moves (the lexically earliest shortest sequence): `count`
 * gets their number, or PUZZLETAB_UNSOLVABLE, and the first `capacity` of
 * them go to `moves` (NULL with capacity 0 only counts). */
puzzletab_status puzzletab_solve(const puzzletab_puzzle* puzzle, const char* case_text,
                                 unsigned* moves, size_t capacity, size_t* count);

/* The case's distance from its goal, or PUZZLETAB_UNSOLVABLE. */
puzzletab_status puzzletab_distance(const puzzletab_puzzle* puzzle, const char* case_text,
                                    size_t* distance);

/* The position after `count` moves (numbered as by puzzletab_move_name)
 * made from the case `case_text`, written as puzzletab_random_case writes
 * a case: the steps of an answer, for drawing them. A move that cannot be
 * made there (a tile past the edge): PUZZLETAB_ERROR_INPUT. A case that
 * names only the goal (msquare's target sheet; the sheet starts from
 * --from) is the same after any moves. */
puzzletab_status puzzletab_play(const puzzletab_puzzle* puzzle, const char* case_text,
                                const unsigned* moves, size_t count, char* buffer, size_t size,
                                size_t* needed);

/* A uniform random solvable case for `seed` (the same as the first case of
 * `query PUZZLE --random 1 --seed SEED`), written as a case is. */
puzzletab_status puzzletab_random_case(const puzzletab_puzzle* puzzle, uint64_t seed, char* buffer,
                                       size_t size, size_t* needed);

/* `count` random cases for `seed`, exactly as `query PUZZLE --random
 * COUNT --seed SEED --format FORMAT` writes them (`format` NULL: without
 * --format), one a line, each line ending with "\n": an event's
 * scrambles for a scramble sheet (`query 333 --random 5 --seed 7`), the
 * whole list drawn from one seed (not puzzletab_random_case with seeds
 * SEED to SEED+COUNT-1). Options query refuses with --random (json for an
 * event): PUZZLETAB_ERROR_INPUT and query's message. */
puzzletab_status puzzletab_random_cases(const puzzletab_puzzle* puzzle, uint64_t seed, size_t count,
                                        const char* format, char* buffer, size_t size,
                                        size_t* needed);

/* Checks `answer_text`, a proposed answer to the case in `format` (NULL for
 * the default), as `query --check` does with the format's own acceptance:
 * `accepted` gets 1 or 0, and `buffer` the verdict ("accepted (7 moves,
 * shortest, lexically earliest)", "wrong answer: ..."). An answer that is not
 * in the format is not accepted ("presentation error: ..."). */
puzzletab_status puzzletab_check(const puzzletab_puzzle* puzzle, const char* case_text,
                                 const char* format, const char* answer_text, int* accepted,
                                 char* buffer, size_t size, size_t* needed);

/* Where a long search is, told to a progress function. */
typedef struct puzzletab_progress {
  unsigned bound; /* the depth it searches to (IDA*'s cost bound) */
  uint64_t nodes; /* the nodes it had expanded by its last checkpoint */
  double seconds; /* since the call began */
} puzzletab_progress;

/* Told a long search's progress, with the context given to
 * puzzletab_watch; returns 0 to go on, anything else to stop the search. */
typedef int (*puzzletab_progress_function)(const puzzletab_progress* progress, void* context);

/* Watches the calling thread's calls from now on (`function` NULL: none).
 * During a search that takes checkpoints (the 3x3x3's, fifteen's and the
 * 24-puzzle's IDA*, solitaire's), `function` is called on this thread with
 * `context` at a checkpoint (every 65,536 nodes) once `every_seconds` has
 * passed since the call began or since it was last called. A nonzero
 * return stops the search: the call returns PUZZLETAB_STOPPED and
 * puzzletab_last_error() says where ("3x3x3: stopped at bound 15 after
 * 12,320,768 nodes and 4.0 s"). A page's Web Worker posts the progress
 * from it (web/worker.js). Quick answers never call it. */
void puzzletab_watch(puzzletab_progress_function function, void* context, double every_seconds);

#ifdef __cplusplus
}
#endif

#endif /* PUZZLETAB_PUZZLETAB_H */
