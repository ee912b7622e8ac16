#include "registry.h"

#include "fifteen.h"
#include "msquare.h"

namespace puzzletab {

std::vector<std::unique_ptr<Puzzle>> make_puzzles() {
  std::vector<std::unique_ptr<Puzzle>> puzzles;
  puzzles.push_back(msquare::make_puzzle());
  puzzles.push_back(fifteen::make_puzzle());
  return puzzles;
}

}  // namespace puzzletab
