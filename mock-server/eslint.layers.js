export const mockLayerZones = [];
