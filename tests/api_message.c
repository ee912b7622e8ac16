/* One case answered through the C API, for tests/cli_api_messages.sh:
 *   api_message PUZZLE FORMAT CASE [OPTION VALUE]...
 * FORMAT "" is the default format. Prints the answer, or "status N: MESSAGE"
 * for a failure of opening the puzzle or answering the case. */
#include <puzzletab/puzzletab.h>
#include <stdio.h>
#include <stdlib.h>

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
  int i;
  if (argc < 4 || argc % 2 != 0) return 99;
  options = calloc((size_t)argc, sizeof *options);
  if (options == NULL) return 99;
  for (i = 4; i < argc; ++i) options[i - 4] = argv[i];
  if ((status = puzzletab_tables_open(NULL, &tables)) != PUZZLETAB_OK) return failed(status);
  if ((status = puzzletab_puzzle_open(tables, argv[1], options, &puzzle)) != PUZZLETAB_OK)
    return failed(status);
  status =
      puzzletab_answer(puzzle, argv[3], argv[2][0] ? argv[2] : NULL, answer, sizeof answer, NULL);
  if (status != PUZZLETAB_OK) return failed(status);
  fputs(answer, stdout);
  puzzletab_puzzle_close(puzzle);
  puzzletab_tables_close(tables);
  free(options);
  return 0;
}
