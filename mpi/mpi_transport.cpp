#include "mpi_transport.h"

#include <climits>

#include "core/errors.h"

namespace puzzletab {

MpiTransport::MpiTransport() {
  MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
  MPI_Comm_size(MPI_COMM_WORLD, &size_);
}

MpiTransport::~MpiTransport() {
  finish_sends(true);
}

void MpiTransport::send(int to, Tag tag, std::string_view bytes) {
  if (bytes.size() > static_cast<std::size_t>(INT_MAX))
    throw SystemError("a message of " + std::to_string(bytes.size()) +
                      " bytes is too large for MPI");
  finish_sends(false);
  Sending& s = sending_.emplace_back(Sending{std::string(bytes), MPI_REQUEST_NULL});
  MPI_Isend(s.bytes.data(), static_cast<int>(s.bytes.size()), MPI_BYTE, to, static_cast<int>(tag),
            MPI_COMM_WORLD, &s.request);
}

std::optional<Message> MpiTransport::receive() {
  finish_sends(false);
  int arrived = 0;
  MPI_Status status;
  MPI_Iprobe(MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &arrived, &status);
  if (arrived == 0) return std::nullopt;
  int count = 0;
  MPI_Get_count(&status, MPI_BYTE, &count);
  Message message;
  message.from = status.MPI_SOURCE;
  message.tag = static_cast<Tag>(status.MPI_TAG);
  message.bytes.resize(static_cast<std::size_t>(count));
  MPI_Recv(message.bytes.data(), count, MPI_BYTE, status.MPI_SOURCE, status.MPI_TAG, MPI_COMM_WORLD,
           MPI_STATUS_IGNORE);
  return message;
}

void MpiTransport::finish_sends(bool wait) {
  for (auto s = sending_.begin(); s != sending_.end();) {
    int done = 0;
    if (wait)
      MPI_Wait(&s->request, MPI_STATUS_IGNORE);
    else
      MPI_Test(&s->request, &done, MPI_STATUS_IGNORE);
    s = wait || done != 0 ? sending_.erase(s) : std::next(s);
  }
}

}  // namespace puzzletab
