#include "registry.h"

#include "msquare.h"
#include "solitaire.h"

namespace puzzletab {

std::vector<std::unique_ptr<Puzzle>> make_puzzles() {
  std::vector<std::unique_ptr<Puzzle>> puzzles;
  puzzles.push_back(msquare::make_puzzle());
  puzzles.push_back(solitaire::make_puzzle());
  return puzzles;
}

}  // namespace puzzletab
