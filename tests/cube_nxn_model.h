// An N x N x N cube's stickers for the tests (test_cubes, test_cube4), from
// cube_sticker_model.h's faces alone: each facelet a point and a normal in
// space (Kociemba's net grown to N), a turn of layers a..b a quarter turn
// in space of the facelets whose depth from the face is in a..b. Nothing
// here comes from puzzles/nxn.
#pragma once

#include <algorithm>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "cube_sticker_model.h"

namespace puzzletab::testing {

// A turn as the test describes it: a face letter, layers outer..inner
// from it, quarters clockwise seen from it.
struct ModelTurn {
  char face;
  int outer;
  int inner;
  int quarters;
};

class CubeModel {
 public:
  explicit CubeModel(int n) : n_(n) {
    for (const Face& face : kFaces)
      for (int row = 0; row < n; ++row)
        for (int column = 0; column < n; ++column) {
          Vector p{};
          for (int i = 0; i < 3; ++i)
            p[i] = n * face.normal[i] + (2 * column - (n - 1)) * face.right[i] +
                   (2 * row - (n - 1)) * face.down[i];
          index_[{p, face.normal}] = facelets_.size();
          facelets_.push_back({p, face.normal});
          solved_.push_back(face.letter);
        }
  }
  const std::string& solved() const { return solved_; }

  std::string turn(std::string colours, const ModelTurn& t) const {
    const Face& face = *std::find_if(kFaces.begin(), kFaces.end(),
                                     [&](const Face& f) { return f.letter == t.face; });
    for (int q = 0; q < t.quarters; ++q) {
      std::string out = colours;
      for (std::size_t i = 0; i < facelets_.size(); ++i) {
        // The depth of the facelet's piece from the face: 1 for the face's
        // own layer, n for the opposite one.
        const int along = std::clamp(dot(facelets_[i].point, face.normal), -(n_ - 1), n_ - 1);
        const int layer = (n_ - 1 - along) / 2 + 1;
        if (layer < t.outer || layer > t.inner) continue;
        const Facelet to{turned(facelets_[i].point, face.normal),
                         turned(facelets_[i].normal, face.normal)};
        out[index_.at({to.point, to.normal})] = colours[i];
      }
      colours = out;
    }
    return colours;
  }

 private:
  int n_;
  std::vector<Facelet> facelets_;
  std::map<std::pair<Vector, Vector>, std::size_t> index_;
  std::string solved_;
};

}  // namespace puzzletab::testing
