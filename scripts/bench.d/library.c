/* scripts/bench.d/library.sh's measure of the C API: one open puzzle
 * answering every line of a file in a loop on one core, in CPU time, and
 * the mean time of opening the puzzle (its tables present).
 *   library PUZZLE CASES_FILE  ->  "ANSWERS_PER_CPU_SECOND OPEN_MICROSECONDS" */
#define _POSIX_C_SOURCE 200809L /* clock_gettime under -std=c99 */
#include <puzzletab/puzzletab.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double seconds(clockid_t clock) {
  struct timespec t;
  clock_gettime(clock, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

int main(int argc, char** argv) {
  enum { kOpens = 2000 };
  puzzletab_tables* tables = NULL;
  puzzletab_puzzle* puzzle = NULL;
  char answer[4096];
  char *text, *line;
  size_t cases = 0, i;
  long size;
  double start, answering, opening;
  FILE* file = argc == 3 ? fopen(argv[2], "rb") : NULL;
  if (file == NULL || fseek(file, 0, SEEK_END) != 0 || (size = ftell(file)) < 0) return 2;
  rewind(file);
  text = malloc((size_t)size + 1);
  if (text == NULL || fread(text, 1, (size_t)size, file) != (size_t)size) return 2;
  text[size] = '\0';
  for (line = text; (line = strchr(line, '\n')) != NULL; ++line, ++cases) *line = '\0';
  if (puzzletab_tables_open(NULL, &tables) != PUZZLETAB_OK) return 3;

  start = seconds(CLOCK_MONOTONIC);
  for (i = 0; i < kOpens; ++i) {
    if (puzzletab_puzzle_open(tables, argv[1], NULL, &puzzle) != PUZZLETAB_OK) {
      fprintf(stderr, "%s\n", puzzletab_last_error());
      return 3;
    }
    if (i + 1 < kOpens) puzzletab_puzzle_close(puzzle);
  }
  opening = (seconds(CLOCK_MONOTONIC) - start) / kOpens;

  start = seconds(CLOCK_PROCESS_CPUTIME_ID);
  for (i = 0, line = text; i < cases; ++i, line += strlen(line) + 1)
    if (puzzletab_answer(puzzle, line, NULL, answer, sizeof answer, NULL) != PUZZLETAB_OK) {
      fprintf(stderr, "%s\n", puzzletab_last_error());
      return 2;
    }
  answering = seconds(CLOCK_PROCESS_CPUTIME_ID) - start;
  printf("%.0f %.1f\n", (double)cases / answering, opening * 1e6);
  puzzletab_puzzle_close(puzzle);
  puzzletab_tables_close(tables);
  free(text);
  return 0;
}
