// An empty stand-in for the GWT exporter's annotation, which TNoodle's
// classes carry for their JavaScript build and which Debian does not ship.
package org.timepedia.exporter.client;

public @interface NoExport {}
