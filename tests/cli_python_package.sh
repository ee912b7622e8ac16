# The Python module installed as Python people install things
# (docs/library.md), each in a fresh venv of Debian's Python with no package
# index: the wheel scripts/wheel builds (the library and the tables inside),
# then the source folder (over the build's library); each then answers from
# another folder, without PYTHONPATH. And the source folder used as it is,
# without a library, says what to do.
source "$(dirname "${BASH_SOURCE[0]}")/testlib.sh"
root="$(cd "$TABLES/.." && pwd)"
build="$(cd "$(dirname "$QUERY")" && pwd)"
python=/usr/bin/python3
answer='import puzzletab; print(puzzletab.solve("msquare", "2 6 8 4 5 7 3 1")); print(puzzletab.__file__)'
site="lib/python$("$python" -c 'import sys; print("%d.%d" % sys.version_info[:2])')/site-packages"
cd "$WORK" || exit 1

if ! PUZZLETAB_BUILD="$build" "$root/scripts/wheel" --no-build --out "$WORK/dist" >"$WORK/wheel.log" 2>&1; then
  fail "scripts/wheel: $(cat "$WORK/wheel.log")"
else
  wheel=("$WORK"/dist/puzzletab-*.whl)
  # A platform wheel (it carries a shared library), the library and every
  # committed table inside.
  [[ "${wheel[0]}" == *-linux_*.whl ]] && passed=$((passed + 1)) || fail "wheel tag: ${wheel[0]}"
  listing="$(cd "$root/tables" && ls ./*.ptab | sed 's|^\./|puzzletab/tables/|' | sort)"
  inside="$("$python" -m zipfile -l "${wheel[0]}" | awk '$1 ~ /^puzzletab\/tables\// {print $1}' | sort)"
  [[ "$inside" == "$listing" ]] && passed=$((passed + 1)) || fail "wheel tables: [$inside]"
  # The venvs without a pip of their own (ensurepip costs seconds): Debian's
  # pip installs into them (--python).
  "$python" -m venv --without-pip "$WORK/venv" &&
    "$python" -m pip --python "$WORK/venv/bin/python" install --no-index --quiet "${wheel[0]}" \
      >"$WORK/pip.log" 2>&1 ||
    fail "pip install of the wheel: $(cat "$WORK/pip.log")"
  expect_out "the wheel, installed" $'[\'B\', \'C\', \'A\', \'B\', \'C\', \'C\', \'B\']\n'"$WORK/venv/$site/puzzletab/__init__.py" \
    env -u PYTHONPATH -u LD_LIBRARY_PATH "$WORK/venv/bin/python" -c "$answer"
  expect_out "the wheel's tables" "$WORK/venv/$site/puzzletab/tables" \
    env -u PYTHONPATH "$WORK/venv/bin/python" -c 'import puzzletab; print(puzzletab.Puzzle("eight").tables)'
  # $PUZZLETAB_TABLES still comes first, as for query.
  expect_out "the wheel under \$PUZZLETAB_TABLES" "$TABLES" \
    env PUZZLETAB_TABLES="$TABLES" "$WORK/venv/bin/python" -c 'import puzzletab; print(puzzletab.Puzzle("eight").tables)'
fi

# The source folder, copied (setuptools builds in it), installed with
# Debian's setuptools and wheel (the venv sees the system's packages).
cp -r "$root/python" "$WORK/source"
rm -rf "$WORK/source/build" "$WORK/source/"*.egg-info "$WORK/source/puzzletab/_location.py"
"$python" -m venv --without-pip --system-site-packages "$WORK/venv-source" &&
  "$python" -m pip --python "$WORK/venv-source/bin/python" install --no-index \
    --no-build-isolation --quiet "$WORK/source" >"$WORK/pip-source.log" 2>&1 || fail "pip install of the source folder: $(cat "$WORK/pip-source.log")"
expect_out "the source folder, installed, over the build's library" \
  $'[\'B\', \'C\', \'A\', \'B\', \'C\', \'C\', \'B\']\n'"$WORK/venv-source/$site/puzzletab/__init__.py" \
  env -u PYTHONPATH LD_LIBRARY_PATH="$build" "$WORK/venv-source/bin/python" -c "$answer"

# The source folder as it is, and no library anywhere: an ImportError that
# says where the library comes from, not "circular import".
expect_err "the source folder without a library" 1 "cannot load the shared library libpuzzletab.so.1" \
  env -u LD_LIBRARY_PATH PYTHONPATH="$root/python" "$python" -c 'import puzzletab'
expect_err "... and what to do" 1 "install the wheel that carries it (scripts/wheel)" \
  env -u LD_LIBRARY_PATH PYTHONPATH="$root/python" "$python" -c 'import puzzletab'

# The project's version, the same in pyproject.toml as in CMake's.
version="$("$QUERY" --version | awk 'NR == 1 {print $3}')"
grep -qx "version = \"$version\"" "$root/python/pyproject.toml" && passed=$((passed + 1)) ||
  fail "pyproject.toml's version is not $version"

# `cmake --install` puts the module where Debian's Python looks: for /usr and
# /usr/local, the folder cmake/python_dir.py names is on sys.path.
for prefix in /usr /usr/local; do
  dir="$prefix/$("$python" "$root/cmake/python_dir.py" "$prefix")"
  if "$python" -c 'import sys; sys.exit(sys.argv[1] not in sys.path)' "$dir"; then
    passed=$((passed + 1))
  else
    fail "$prefix: $dir is not on $python's sys.path"
  fi
done

finish
