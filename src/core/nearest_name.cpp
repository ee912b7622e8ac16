#include "core/nearest_name.h"

#include <algorithm>
#include <vector>

namespace puzzletab {

std::size_t typing_distance(std::string_view a, std::string_view b) {
  const auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c + 32) : c; };
  const std::size_t n = a.size();
  const std::size_t m = b.size();
  // The optimal string alignment distance by rows: d[i][j] for the first i
  // letters of a and the first j of b, three rows kept for the swap.
  std::vector<std::size_t> before(m + 1), previous(m + 1), current(m + 1);
  for (std::size_t j = 0; j <= m; ++j) previous[j] = j;
  for (std::size_t i = 1; i <= n; ++i) {
    current[0] = i;
    for (std::size_t j = 1; j <= m; ++j) {
      const bool same = lower(a[i - 1]) == lower(b[j - 1]);
      current[j] =
          std::min({previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (same ? 0 : 1)});
      if (i > 1 && j > 1 && lower(a[i - 1]) == lower(b[j - 2]) &&
          lower(a[i - 2]) == lower(b[j - 1]))
        current[j] = std::min(current[j], before[j - 2] + 1);
    }
    before.swap(previous);
    previous.swap(current);
  }
  return previous[m];
}

std::optional<std::string> nearest_name(std::string_view word, std::span<const std::string> names) {
  // Dashes are not letters: "--fromm" is 4 letters and an extra one.
  const std::size_t letters = word.size() - std::min(word.find_first_not_of('-'), word.size());
  const std::size_t allowed = std::min<std::size_t>(2, std::max<std::size_t>(1, letters / 3));
  std::optional<std::string> best;
  std::size_t best_distance = allowed + 1;
  for (const std::string& name : names) {
    const std::size_t distance = typing_distance(word, name);
    if (distance > 0 && distance < best_distance) {
      best = name;
      best_distance = distance;
    }
  }
  return best;
}

}  // namespace puzzletab
