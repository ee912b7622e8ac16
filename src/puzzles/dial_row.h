// Drawing a row of clock dials for --show, shared by clocks, clock12 and
// rubiks-clock: each dial its hour in two columns, coloured by the quarter
// its hand points into.
#pragma once

#include <string>

namespace puzzletab {

// Appends three hours (1..12) to a picture row, a blank between dials.
inline void append_dial_row(std::string& text, std::string& colours, const unsigned (&hours)[3]) {
  for (unsigned column = 0; column < 3; ++column) {
    const unsigned hour = hours[column];
    const std::size_t pad = (column > 0 ? 1 : 0) + (hour < 10 ? 1 : 0);  // two digits a dial
    text.append(pad, ' ');
    colours.append(pad, ' ');
    text += std::to_string(hour);
    colours.append(hour < 10 ? 1 : 2, static_cast<char>('1' + (hour - 1) / 3));
  }
}

}  // namespace puzzletab
