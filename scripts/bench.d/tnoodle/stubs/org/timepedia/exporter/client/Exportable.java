// An empty stand-in for the GWT exporter's marker interface (see Export).
package org.timepedia.exporter.client;

public interface Exportable {}
