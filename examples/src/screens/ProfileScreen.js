const React = require('react');
const { TextInput, Text, View } = require('react-native');

// Props shared with the website field below.
const bioProps = { accessibilityLabel: 'Website', autoCapitalize: 'none' };

const styles = {
  container: { padding: 24 },
  label: { fontSize: 14, fontWeight: '600', color: '#1f2933', marginBottom: 4 },
  input: {
    borderWidth: 1,
    borderColor: '#9aa5b1',
    borderRadius: 8,
    paddingHorizontal: 12,
    paddingVertical: 10,
    fontSize: 16,
    marginBottom: 16,
  },
  multiline: { minHeight: 96, textAlignVertical: 'top' },
};

class ProfileScreen extends React.Component {
  constructor(props) {
    super(props);
    this.state = {
      displayName: props.initialDisplayName || '',
      bio: '',
      website: '',
      handle: '',
    };
  }

  handleChange = (field) => (value) => {
    this.setState({ [field]: value }, () => {
      if (this.props.onChange) {
        this.props.onChange(this.state);
      }
    });
  };

  render() {
    const { displayName, bio, website, handle } = this.state;

    return (
      <View style={styles.container}>
        <Text nativeID="displayNameLabel" style={styles.label}>Display name</Text>
        <TextInput
          accessibilityLabelledBy="displayNameLabel"
          autoComplete="name" returnKeyType="next"
          value={displayName}
          onChangeText={this.handleChange('displayName')}
          onSubmitEditing={() => this.bioInput.focus()} style={styles.input}
        />
        <TextInput
          multiline
          ref={(input) => { this.bioInput = input; }}
          numberOfLines={4}
          maxLength={280}
          value={bio}
          onChangeText={this.handleChange('bio')}
          style={[styles.input, styles.multiline]}
        />
        <TextInput
          {...bioProps}
          keyboardType="url"
          returnKeyType="next"
          value={website}
          onChangeText={this.handleChange('website')}
          onSubmitEditing={() => this.handleInput.focus()}
          style={styles.input}
        />
        <TextInput
          {...this.props.inputProps}
          ref={(input) => { this.handleInput = input; }}
          value={handle}
          onChangeText={this.handleChange('handle')}
          style={styles.input}
        />
      </View>
    );
  }
}

module.exports = ProfileScreen;
