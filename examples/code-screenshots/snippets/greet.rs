fn greet(name: &str) -> String {
    format!("Hello, {name}!")
}

fn main() {
    for name in ["Ada", "Grace", "Linus"] {
        println!("{}", greet(name));
    }
}
