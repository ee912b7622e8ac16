// modes/distributed.h's Transport over MPI (Open MPI, Debian's
// libopenmpi-dev): query-mpi's processes are the ranks of MPI_COMM_WORLD.
// Only the thread that made it calls MPI through it (MPI_THREAD_FUNNELED).
#pragma once

#include <mpi.h>

#include <list>
#include <optional>
#include <string>
#include <string_view>

#include "modes/distributed.h"

namespace puzzletab {

class MpiTransport final : public Transport {
 public:
  MpiTransport();
  // Waits for every message sent to leave (nothing sent is lost).
  ~MpiTransport() override;
  MpiTransport(const MpiTransport&) = delete;
  MpiTransport& operator=(const MpiTransport&) = delete;

  int rank() const override { return rank_; }
  int size() const override { return size_; }
  void send(int to, Tag tag, std::string_view bytes) override;
  std::optional<Message> receive() override;

 private:
  // A send under way: its bytes live until MPI is done with them. Sends
  // never wait for the receiver, so two processes sending each other a
  // large message at once cannot block each other.
  struct Sending {
    std::string bytes;
    MPI_Request request = MPI_REQUEST_NULL;
  };
  void finish_sends(bool wait);

  int rank_ = 0;
  int size_ = 1;
  std::list<Sending> sending_;
};

}  // namespace puzzletab
