// A prime however it is typed.
#include <doctest/doctest.h>

#include "core/prime_spelling.h"

using namespace puzzletab;

TEST_CASE("prime_spelling: the common spellings of a prime become '") {
  CHECK(with_ascii_primes("R'") == "R'");
  CHECK(with_ascii_primes("R\xe2\x80\x99") == "R'");  // R’
  CHECK(with_ascii_primes("R\xe2\x80\x98") == "R'");  // R‘
  CHECK(with_ascii_primes("R\xe2\x80\xb2") == "R'");  // R′
  CHECK(with_ascii_primes("R\xc2\xb4") == "R'");      // R´
  CHECK(with_ascii_primes("R`") == "R'");
  CHECK(with_ascii_primes("R2") == "R2");
  CHECK(with_ascii_primes("\xc3\x97") == "\xc3\x97");  // other text is left alone
  CHECK(with_ascii_primes("\xe2\x80") == "\xe2\x80");  // as is a cut sequence
}
