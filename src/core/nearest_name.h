// The known name a mistyped one most likely meant ("msqaure" -> msquare,
// "--fromm" -> --from), for "did you mean" in a message.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace puzzletab {

// The edit distance between two words, ignoring case: insertions,
// deletions, substitutions, and swaps of two neighbouring letters (the
// commonest slip of typing, "qa" for "aq"), one each.
std::size_t typing_distance(std::string_view a, std::string_view b);

// The name in `names` nearest to `word`, when it is near enough to be what
// was meant: at most 2 edits and fewer than a third of the word's letters
// (at least 1); the first of the nearest on a tie; nothing otherwise.
std::optional<std::string> nearest_name(std::string_view word, std::span<const std::string> names);

}  // namespace puzzletab
