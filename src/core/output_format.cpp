#include "core/output_format.h"

namespace puzzletab {
namespace {

class ProposalRecorder final : public AnswerSink {
 public:
  explicit ProposalRecorder(Proposal& proposal) : proposal_(proposal) {}
  void stated_length(std::size_t count) override { proposal_.stated_length = count; }
  void move(std::string_view name) override { proposal_.moves.emplace_back(name); }
  void unsolvable() override { proposal_.kind = Proposal::Kind::unsolvable; }
  void verdict(std::string_view verdict) override {
    proposal_.kind = Proposal::Kind::verdict;
    proposal_.verdict = verdict;
  }

 private:
  Proposal& proposal_;
};

}  // namespace

Proposal read_proposal(const OutputFormat& format, AnswerReader& reader) {
  Proposal proposal;
  ProposalRecorder recorder(proposal);
  format.read(reader, recorder);
  return proposal;
}

}  // namespace puzzletab
