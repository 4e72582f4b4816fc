// `@alva/rules/local-hosts`: the local-host helpers alone, for code every page loads (no yup in that bundle).
module.exports = require('./dist/local-hosts');
