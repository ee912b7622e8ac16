# The web build (scripts/build-web, docs/web.md), included by CMakeLists.txt
# when configured with emcmake: the library as a WebAssembly ES module,
# puzzletab-core.mjs and puzzletab-core.wasm, exporting the C API
# (include/puzzletab/puzzletab.h). Nothing else of the native build.

# query's and gen's command lines are the only CLI11 users, and query-mpi the
# only user of modes/distributed: left out.
list(FILTER library_sources EXCLUDE REGEX "/src/modes/(command_line|query_options|completion|distributed)\\.cpp$")
# Debian's emscripten (3.1.6) has a libc++ without some C++20 parts the
# library uses: supplied by wasm/libcxx_fallbacks.h where missing. Errors
# are exceptions, as natively (the C API turns them into statuses).
add_compile_options(-fexceptions "SHELL:-include ${CMAKE_CURRENT_SOURCE_DIR}/wasm/libcxx_fallbacks.h")
add_link_options(-fexceptions)

add_library(puzzletab STATIC ${library_sources} ${CMAKE_CURRENT_BINARY_DIR}/shipped_definitions.cpp)
target_include_directories(puzzletab PUBLIC src include)

# Every function the header declares, exported under its C name; a changed
# header configures again.
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS
  ${CMAKE_CURRENT_SOURCE_DIR}/include/puzzletab/puzzletab.h)
file(STRINGS include/puzzletab/puzzletab.h declarations REGEX "puzzletab_[a-z_]+\\(")
set(exported _malloc _free)
foreach(line ${declarations})
  string(REGEX MATCH "puzzletab_[a-z_]+\\(" function "${line}")
  string(REPLACE "(" "" function "${function}")
  list(APPEND exported _${function})
endforeach()
list(JOIN exported "," exported)

add_executable(puzzletab_core src/api/puzzletab.cpp)
target_link_libraries(puzzletab_core PRIVATE puzzletab)
set_target_properties(puzzletab_core PROPERTIES OUTPUT_NAME puzzletab-core SUFFIX .mjs)
# An ES module a page's Web Worker imports (web/worker.js, web/puzzletab.js);
# tables come as files the page fetches and writes into the module's memory
# file system; memory grows with them (fifteen's are 11.5 MB). The table
# grows by the worker's progress function (addFunction, puzzletab_watch).
target_link_options(puzzletab_core PRIVATE
  --no-entry -sMODULARIZE=1 -sEXPORT_ES6=1 -sEXPORT_NAME=createPuzzletabCore
  -sENVIRONMENT=web,worker -sALLOW_MEMORY_GROWTH=1 -sALLOW_TABLE_GROWTH=1 -sFILESYSTEM=1
  -sEXPORTED_FUNCTIONS=${exported}
  -sEXPORTED_RUNTIME_METHODS=FS,UTF8ToString,stringToUTF8,lengthBytesUTF8,addFunction)
