const React = require('react');
const Forms = require('../ui/Labelled');

module.exports = function Settings() {
  return <Forms.default placeholder="City" />;
};
