/* One case answered through the C API, for tests/cli_api_messages.sh:
 *   api_message PUZZLE FORMAT CASE [OPTION VALUE]...
 *   api_message PUZZLE FORMAT --random COUNT SEED
 * FORMAT "" is the default format. Prints the answer (the second form: the
 * random cases of puzzletab_random_cases), or "status N: MESSAGE" for a
 * failure of opening the puzzle or answering the case. */
#include <puzzletab/puzzletab.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failed(puzzletab_status status) {
  printf("status %d: %s\n", (int)status, puzzletab_last_error());
  return 0;
}

int main(int argc, char** argv) {
  puzzletab_tables* tables = NULL;
  puzzletab_puzzle* puzzle = NULL;
  puzzletab_status status;
  const char** options;
  char answer[1 << 16];
  int i, random;
  if (argc < 4 || argc % 2 != 0) return 99;
  options = calloc((size_t)argc, sizeof *options);
  if (options == NULL) return 99;
  random = strcmp(argv[3], "--random") == 0 && argc == 6;
  for (i = 4; i < argc && !random; ++i) options[i - 4] = argv[i];
  if ((status = puzzletab_tables_open(NULL, &tables)) != PUZZLETAB_OK) return failed(status);
  if ((status = puzzletab_puzzle_open(tables, argv[1], options, &puzzle)) != PUZZLETAB_OK)
    return failed(status);
  if (random)
    status = puzzletab_random_cases(puzzle, strtoull(argv[5], NULL, 10),
                                    (size_t)strtoull(argv[4], NULL, 10),
                                    argv[2][0] ? argv[2] : NULL, answer, sizeof answer, NULL);
  else
    status =
        puzzletab_answer(puzzle, argv[3], argv[2][0] ? argv[2] : NULL, answer, sizeof answer, NULL);
  if (status != PUZZLETAB_OK) return failed(status);
  fputs(answer, stdout);
  puzzletab_puzzle_close(puzzle);
  puzzletab_tables_close(tables);
  free(options);
  return 0;
}
