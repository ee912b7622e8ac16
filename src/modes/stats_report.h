// --stats's report: a table and histogram for people, or one JSON object.
#pragma once

#include <string>

#include "core/puzzle.h"
#include "modes/census.h"

namespace puzzletab {

// The counts by distance with a bar each, scaled to fit `width` columns,
// the average distance, God's number and the farthest positions as cases.
void write_stats_text(const Puzzle& puzzle, const Statistics& stats, unsigned width,
                      std::string& out);
void write_stats_json(const Puzzle& puzzle, const Statistics& stats, std::string& out);

}  // namespace puzzletab
