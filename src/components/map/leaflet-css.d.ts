// Leaflet's stylesheet, imported for its side effect by the client-only map.
declare module 'leaflet/dist/leaflet.css';
