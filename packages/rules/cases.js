// `@alva/rules/cases`: the shared test tables (built with the package; tests only).
module.exports = require('./dist/cases');
