// Whether the tests run in the sanitizer build (scripts/build-sanitize),
// where searches run several times slower: the tests whose checks are
// searches sample less there, and the Release run checks everything.
#pragma once

#if defined(PUZZLETAB_SANITIZED)
inline constexpr bool kSanitized = true;
#else
inline constexpr bool kSanitized = false;
#endif
