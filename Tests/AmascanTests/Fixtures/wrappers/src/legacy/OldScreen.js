const OldInput = require('./OldInput');

module.exports = function OldScreen() {
  return <OldInput placeholder="Search" />;
};
