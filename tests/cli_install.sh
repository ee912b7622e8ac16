# The installed package: `cmake --install` into a temporary prefix, a C
# program built against it once with find_package(puzzletab) and once with
# pkg-config, the prefix moved, and the programs and the Python module run:
# they find the moved library's tables (not the source tree's) and answer.
source "$(dirname "${BASH_SOURCE[0]}")/testlib.sh"
build="$(dirname "$QUERY")"
prefix="$WORK/prefix"

if ! cmake --install "$build" --prefix "$prefix" >"$WORK/install.log" 2>&1; then
  fail "cmake --install: $(cat "$WORK/install.log")"
  exit 1
fi
libdir="$(cd "$prefix" && dirname "$(find . -name 'libpuzzletab.so.*.*' | head -1)")"
libdir="${libdir#./}"
for file in include/puzzletab/puzzletab.h "$libdir/libpuzzletab.a" "$libdir/libpuzzletab.so" \
  "$libdir/cmake/puzzletab/puzzletabConfig.cmake" "$libdir/pkgconfig/puzzletab.pc" \
  share/puzzletab/tables/msquare.ptab; do
  [[ -e "$prefix/$file" ]] && passed=$((passed + 1)) || fail "installed: $file is missing"
done
soname="$(objdump -p "$prefix/$libdir/libpuzzletab.so" | awk '$1 == "SONAME" {print $2}')"
[[ "$soname" == libpuzzletab.so.1 ]] && passed=$((passed + 1)) || fail "soname: [$soname]"
# Only the API's functions: no C++ symbol of the library or of CLI11.
exported="$(nm -D --defined-only "$prefix/$libdir/libpuzzletab.so" | awk '$2 ~ /[TDBRVW]/ {print $3}' |
  grep -v '^PUZZLETAB_1$' | grep -cv '^puzzletab_')"
[[ "$exported" == 0 ]] && passed=$((passed + 1)) || fail "$exported exported symbols besides the API"

mkdir -p "$WORK/program"
cat >"$WORK/program/answer.c" <<'EOF'
#include <puzzletab/puzzletab.h>
#include <stdio.h>

int main(void) {
  puzzletab_tables *tables = NULL;
  puzzletab_puzzle *msquare = NULL;
  char answer[64];
  if (puzzletab_tables_open(NULL, &tables) != PUZZLETAB_OK ||
      puzzletab_puzzle_open(tables, "msquare", NULL, &msquare) != PUZZLETAB_OK ||
      puzzletab_answer(msquare, "2 6 8 4 5 7 3 1", NULL, answer, sizeof answer, NULL) !=
          PUZZLETAB_OK) {
    fprintf(stderr, "%s\n", puzzletab_last_error());
    return 1;
  }
  printf("%s\n%s", puzzletab_tables_folder(tables), answer);
  puzzletab_puzzle_close(msquare);
  puzzletab_tables_close(tables);
  return 0;
}
EOF
cat >"$WORK/program/CMakeLists.txt" <<'EOF'
cmake_minimum_required(VERSION 3.20)
project(answer C)
set(CMAKE_C_STANDARD 99)
find_package(puzzletab 1 REQUIRED)
add_executable(answer answer.c)
target_compile_options(answer PRIVATE -Wall -Wextra -Wpedantic -Werror)
target_link_libraries(answer PRIVATE puzzletab::puzzletab)
add_executable(answer-static answer.c)
target_link_libraries(answer-static PRIVATE puzzletab::puzzletab_static)
EOF
if cmake -S "$WORK/program" -B "$WORK/program/build" -DCMAKE_PREFIX_PATH="$prefix" \
  >"$WORK/cmake.log" 2>&1 && cmake --build "$WORK/program/build" >>"$WORK/cmake.log" 2>&1; then
  passed=$((passed + 1))
else
  fail "find_package build: $(cat "$WORK/cmake.log")"
fi
# shellcheck disable=SC2046
if cc -std=c99 -Wall -Wextra -Wpedantic -Werror -o "$WORK/answer-pc" "$WORK/program/answer.c" \
  $(PKG_CONFIG_PATH="$prefix/$libdir/pkgconfig" pkg-config --cflags --libs puzzletab) \
  2>"$WORK/cc.log"; then
  passed=$((passed + 1))
else
  fail "pkg-config build: $(cat "$WORK/cc.log")"
fi

# As built, both programs start by themselves: the CMake package's imported
# library gives the build its run path, the pkg-config file's Libs an rpath
# (the prefix is not /usr).
for program in "$WORK/program/build/answer" "$WORK/answer-pc"; do
  expect_out "$(basename "$program"), as built, without LD_LIBRARY_PATH" \
    "$prefix/share/puzzletab/tables"$'\n7\nBCABCCB' env -u LD_LIBRARY_PATH "$program"
done
python_dir="$(cd "$prefix" && dirname "$(find . -path '*/puzzletab/__init__.py' | head -1)")"
python_dir="$(dirname "${python_dir#./}")"
# The prefix is neither /usr nor /usr/local: the plain prefix scheme's folder.
[[ "$python_dir" == lib/python3.*/site-packages ]] && passed=$((passed + 1)) ||
  fail "the Python module went to $python_dir"

mv "$prefix" "$WORK/moved"
for program in "$WORK/program/build/answer" "$WORK/answer-pc"; do
  expect_out "$(basename "$program"), the prefix moved" \
    "$WORK/moved/share/puzzletab/tables"$'\n7\nBCABCCB' \
    env LD_LIBRARY_PATH="$WORK/moved/$libdir" "$program"
done
# The static library carries no place of its own: the tables are named.
expect_out "answer-static, linked with libpuzzletab.a" "$WORK/moved/share/puzzletab/tables"$'\n7\nBCABCCB' \
  env PUZZLETAB_TABLES="$WORK/moved/share/puzzletab/tables" "$WORK/program/build/answer-static"
# The Python module of the moved prefix, on its library and its tables.
expect_out "python, the prefix moved" "$WORK/moved/share/puzzletab/tables"$'\n'"['B', 'C', 'A', 'B', 'C', 'C', 'B']" \
  env PYTHONPATH="$WORK/moved/$python_dir" /usr/bin/python3 -c \
  'import puzzletab; print(puzzletab.Puzzle("msquare").tables); print(puzzletab.solve("msquare", "2 6 8 4 5 7 3 1"))'
# And the pkg-config file of the moved prefix still points into it.
include="$(PKG_CONFIG_PATH="$WORK/moved/$libdir/pkgconfig" pkg-config --variable=includedir puzzletab)"
expect_out "pkg-config, the prefix moved" "$WORK/moved/include" realpath "$include"

finish
