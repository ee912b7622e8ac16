// --random N --split DIR: test data as a judge keeps it, a file a case
// (01.in) and its answer beside it (01.ans), numbered from 1 and
// zero-padded to N's width, so that the names sort in order.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>

namespace puzzletab {

class SplitFiles {
 public:
  // Makes DIR (and its parents) when missing. Without `force`, refuses
  // (InputError) before anything is written when DIR already holds one of
  // the N pairs' files, or is not a folder.
  SplitFiles(std::filesystem::path folder, std::uint64_t count, bool force);
  // Writes the next case and its answer, each file whole or not at all.
  void write(std::string_view case_text, std::string_view answer_text);

 private:
  std::string stem(std::uint64_t number) const;

  std::filesystem::path folder_;
  std::size_t width_;
  std::uint64_t next_ = 1;
};

}  // namespace puzzletab
